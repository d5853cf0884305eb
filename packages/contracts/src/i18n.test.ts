import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { sharedTexts } from './i18n.ts';

describe('shared texts', () => {
  it('has every validation and error text in Dutch and in Darija', () => {
    for (const group of ['validation', 'errors'] as const) {
      expect(Object.keys(sharedTexts.mc[group]).sort()).toEqual(
        Object.keys(sharedTexts.nl[group]).sort(),
      );
    }
    expect(Object.keys(sharedTexts.nl.errors).sort()).toEqual([...errorCodes].sort());
  });

  it('uses the spec texts exactly', () => {
    expect(sharedTexts.nl.validation).toMatchObject({
      email_required: 'E-mail is verplicht',
      email_invalid: 'Ongeldig email adres',
      password_required: 'Wachtwoord is verplicht',
      password_min_length: 'Wachtwoord moet minimaal 6 karakters zijn',
      code_invalid: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
    });
    expect(sharedTexts.nl.errors.NOT_FOUND).toBe('Geen bericht gevonden');
  });
});
