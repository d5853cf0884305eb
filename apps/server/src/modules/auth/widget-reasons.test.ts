import { describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp } = await buildTestApp();

const signUpWith = (fields: Record<string, unknown>) =>
  request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email: 'nieuw@example.nl',
      password: STRONG_PASSWORD,
      name: 'Nieuw Persoon',
      firstName: 'Nieuw',
      lastName: 'Persoon',
      ...fields,
    },
  });

/** Spec §8: each widget code comes with the case that causes it, with its text. */
describe('the sign-in widget codes of spec §8', () => {
  it.each([
    ['form_param_format_invalid', { email: 'geen-adres' }, 'email', 'Ongeldig email adres'],
    [
      'form_param_max_length_exceeded',
      { firstName: 'a'.repeat(257) },
      'firstName',
      'Gebruik maximaal 256 tekens.',
    ],
    [
      'form_password_not_strong_enough',
      { password: 'lina2008' },
      'password',
      'Je wachtwoord is niet sterk genoeg.',
    ],
    [
      'form_password_size_in_bytes_exceeded',
      { password: `${'Fietsbel-'.repeat(8)}x` },
      'password',
      undefined,
    ],
    [
      'form_password_length_too_short',
      { password: 'abc' },
      'password',
      'Wachtwoord moet minimaal 6 karakters zijn',
    ],
    ['form_password_pwned', { password: 'password1' }, 'password', undefined],
    ['form_param_nil', { email: undefined }, 'email', 'E-mail is verplicht'],
  ])('%s at sign-up', async (reason, fields, path, message) => {
    const response = await signUpWith(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe(reason);
    expect(response.json().issues[0].path).toBe(path);
    if (message) expect(response.json().message).toBe(message);
  });

  it('form_code_incorrect for a wrong e-mailed code', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: 'nieuw@example.nl', otp: '000000', type: 'sign-in' },
    });
    expect(response.json()).toMatchObject({
      code: 'INVALID_CODE',
      reason: 'form_code_incorrect',
      message: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
    });
  });

  it("form_password_validation_failed ('Incorrect Password') for a wrong current password", async () => {
    const { cookie } = await signUp('huidig@example.nl');
    for (const [url, payload] of [
      [
        '/api/auth/change-password',
        { currentPassword: 'Niet-het-goede-1', newPassword: 'Nieuw-Paardenbloem-7' },
      ],
      ['/api/auth/two-factor/enable', { password: 'Niet-het-goede-1' }],
      ['/api/auth/delete-user', { password: 'Niet-het-goede-1', confirm: 'Delete account' }],
    ] as const) {
      const response = await request({ method: 'POST', url, cookie, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        reason: 'form_password_validation_failed',
        message: 'Incorrect Password',
        issues: [{ path: 'password', message: 'password_incorrect' }],
      });
    }
  });
});
