/**
 * Spec §1: `mc` selects the Darija pack; anything else is Dutch. (A module without schemas, so
 * the web app's first bundle can read a language without zod coming along.)
 */
export const languages = ['nl', 'mc'] as const;
export type Language = (typeof languages)[number];
export const toLanguage = (value: unknown): Language => (value === 'mc' ? 'mc' : 'nl');
