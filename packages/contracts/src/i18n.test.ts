import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { widgetReasons } from './widget-reasons.ts';
import { errorText, sharedTexts } from './i18n.ts';

describe('shared texts', () => {
  it('has every validation and error text in Dutch and in Darija', () => {
    for (const group of ['validation', 'errors', 'widget'] as const) {
      expect(Object.keys(sharedTexts.mc[group]).sort()).toEqual(
        Object.keys(sharedTexts.nl[group]).sort(),
      );
    }
    expect(Object.keys(sharedTexts.nl.errors).sort()).toEqual([...errorCodes].sort());
    expect(Object.keys(sharedTexts.nl.widget).sort()).toEqual([...widgetReasons].sort());
  });

  it('says every error code in Dutch and in Darija, with the same places to fill in', () => {
    const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const code of errorCodes) {
      const [nl, mc] = [sharedTexts.nl.errors[code], sharedTexts.mc.errors[code]];
      expect(nl, code).toMatch(/\S/);
      expect(mc, code).toMatch(/\S/);
      expect(mc, `${code} in Darija`).not.toBe(nl);
      expect(placesOf(mc), code).toEqual(placesOf(nl));
    }
  });

  it("fills an error text's places from the error's fields", () => {
    expect(errorText('CHAPTER_NOT_OPEN', 'nl', { week: 3 })).toBe(
      'Maak eerst het werk van week 3 af; dan opent dit hoofdstuk van je verhaal.',
    );
    expect(errorText('WRONG_ORIGIN')).toContain('{{appUrl}}');
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
    expect(sharedTexts.nl.validation.password_incorrect).toBe('Incorrect Password');
    expect(sharedTexts.nl.widget).toMatchObject({
      captcha_invalid:
        'Sign up unsuccessful due to failed security validations. Please refresh the page to try again or reach out to support for more assistance.',
      form_password_validation_failed: 'Incorrect Password',
      identification_deletion_failed: 'You cannot delete your last identification.',
      phone_number_exists: 'This phone number is taken. Please try another.',
    });
  });
});
