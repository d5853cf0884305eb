import { describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, captcha, call } = await buildTestApp();

const signUpWith = async (fields: Record<string, unknown>) =>
  request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email: 'nieuw@example.nl',
      password: STRONG_PASSWORD,
      name: 'Nieuw Persoon',
      firstName: 'Nieuw',
      lastName: 'Persoon',
      birthYear: 2000,
      captcha: await captcha(),
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

  it('captcha_unavailable without the proof of work, captcha_invalid for a forged or reused one', async () => {
    const without = await signUpWith({ captcha: undefined });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ reason: 'captcha_unavailable' });

    const solved = await captcha();
    const solution = JSON.parse(Buffer.from(solved, 'base64').toString());
    const forged = Buffer.from(JSON.stringify({ ...solution, number: solution.number + 1 }));
    const refused = await signUpWith({ captcha: forged.toString('base64') });
    expect(refused.json()).toMatchObject({
      reason: 'captcha_invalid',
      message:
        'Sign up unsuccessful due to failed security validations. Please refresh the page to try again or reach out to support for more assistance.',
    });
    expect((await signUpWith({ captcha: 'bm90IGpzb24' })).json().reason).toBe('captcha_invalid');

    // A sign-up refused for its fields gives the proof back; a successful one uses it up.
    expect((await signUpWith({ email: 'geen-adres', captcha: solved })).json().reason).toBe(
      'form_param_format_invalid',
    );
    expect((await signUpWith({ email: 'robot@example.nl', captcha: solved })).statusCode).toBe(200);
    const again = await signUpWith({ email: 'robot-2@example.nl', captcha: solved });
    expect(again.json().reason).toBe('captcha_invalid');
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

  it('identification_deletion_failed for unlinking the only way to sign in', async () => {
    const session = await signUp('enige-manier@example.nl');
    await call(session, 'POST', '/api/account/reverify/password', { password: STRONG_PASSWORD });
    const accounts = await request({
      method: 'GET',
      url: '/api/auth/list-accounts',
      cookie: session.cookie,
    });
    const [password] = accounts.json() as { id: string; providerId: string }[];
    expect(password?.providerId).toBe('credential');
    const response = await request({
      method: 'POST',
      url: '/api/auth/unlink-account',
      cookie: session.cookie,
      payload: { accountId: password!.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      reason: 'identification_deletion_failed',
      message: 'You cannot delete your last identification.',
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
