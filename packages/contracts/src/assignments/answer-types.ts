/** How an assignment may be answered: without schemas, as `localized.ts` (issue 22). */
export const answerTypes = ['text', 'photo', 'video', 'file'] as const;
