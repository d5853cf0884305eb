import { errorText } from '@leerloop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, cookieHeader, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, latestCode, codeAfter, mailsTo, sessionOf, services, captcha } =
  await buildTestApp();

describe('sign-up and e-mail verification', () => {
  it('mails a code at sign-up, and the code confirms the address and signs in', async () => {
    const session = await signUp('lina@example.nl');
    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      status: 'success',
      data: {
        email: 'lina@example.nl',
        firstName: 'Test',
        lastName: 'Persoon',
        emailVerified: true,
        langSelected: 'nl',
      },
    });
  });

  it('refuses a password from the common-password list and a weak one, with our error shape', async () => {
    const base = {
      email: 'weak@example.nl',
      name: 'A B',
      firstName: 'A',
      lastName: 'B',
      birthYear: 2000,
    };
    const pwned = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...base, captcha: await captcha(), password: 'password1' },
    });
    expect(pwned.statusCode).toBe(400);
    expect(pwned.json()).toMatchObject({
      code: 'PASSWORD_PWNED',
      issues: [{ path: 'password', message: 'password_pwned' }],
    });
    const weak = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...base, captcha: await captcha(), password: 'lina2008' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
  });

  it('does not sign in before the address is confirmed, and mails a fresh code', async () => {
    await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'nog@example.nl',
        password: STRONG_PASSWORD,
        name: 'N O',
        firstName: 'N',
        lastName: 'O',
        birthYear: 2000,
        captcha: await captcha(),
      },
    });
    const signIn = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nog@example.nl', password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await latestCode('nog@example.nl')).toMatch(/^\d{6}$/);
  });

  it('answers a wrong verification code with INVALID_CODE', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: 'nog@example.nl', otp: '000000', type: 'email-verification' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
    });
  });
});

describe('sign-in', () => {
  it('signs in with password and then with an e-mailed one-time code', async () => {
    await signUp('omar@example.nl');
    const byPassword = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'omar@example.nl', password: STRONG_PASSWORD },
    });
    expect(byPassword.statusCode).toBe(200);
    expect(cookieHeader(byPassword)).toContain('session_token');

    expect(
      (
        await request({
          method: 'POST',
          url: '/api/request-otp',
          payload: { email: 'omar@example.nl' },
        })
      ).json(),
    ).toEqual({ status: 'sent' });
    const byCode = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: 'omar@example.nl', otp: await latestCode('omar@example.nl') },
    });
    expect(byCode.statusCode).toBe(200);
    const session = await sessionOf(byCode);
    expect(
      (await request({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode,
    ).toBe(200);
  });

  it('answers a code request for an unknown address just like for a known one', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'niemand@example.nl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'sent' });
  });

  it('after ten wrong passwords, asks a mailed code for an hour, even with the right one', async () => {
    await signUp('target@example.nl');
    const attempt = (password: string, email = 'target@example.nl') =>
      request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 10; i++)
        expect((await attempt('Verkeerd-wachtwoord-1')).json().code).toBe('INVALID_CREDENTIALS');
      const mailed = (await mailsTo('target@example.nl')).length;
      const locked = await attempt(STRONG_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        code: 'SIGN_IN_CODE_REQUIRED',
        message: errorText('SIGN_IN_CODE_REQUIRED'),
      });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
      // The right password mailed a code; with it the owner is in (issue 18: no hard lock).
      const withCode = await request({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { email: 'target@example.nl', otp: await codeAfter('target@example.nl', mailed) },
      });
      expect(withCode.statusCode).toBe(200);

      vi.setSystemTime(Date.now() + 59 * 60_000);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an unknown account exactly like a wrong password, also when locking', async () => {
    await signUp('bestaat@example.nl');
    const attempt = (email: string) =>
      request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'Verkeerd-wachtwoord-1' },
      });
    const known = await attempt('bestaat@example.nl');
    const unknown = await attempt('bestaat-niet@example.nl');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    for (let i = 0; i < 9; i++) {
      await attempt('bestaat@example.nl');
      await attempt('bestaat-niet@example.nl');
    }
    const [lockedKnown, lockedUnknown] = [
      await attempt('bestaat@example.nl'),
      await attempt('bestaat-niet@example.nl'),
    ];
    expect(lockedKnown.statusCode).toBe(429);
    expect(lockedUnknown.json()).toEqual(lockedKnown.json());
  });
});

describe('sessions and password changes', () => {
  it('keeps a session for seven days', async () => {
    const { userId } = await signUp('zeven-dagen@example.nl');
    const session = await services.database.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const days = (new Date(session.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('signs out the other sessions when a changed password asks for it', async () => {
    const laptop = await signUp('twee-apparaten@example.nl');
    const phone = await sessionOf(
      await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'twee-apparaten@example.nl', password: STRONG_PASSWORD },
      }),
    );
    const me = (session: typeof laptop) =>
      request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect((await me(phone)).statusCode).toBe(200);

    const weak = await request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: laptop.cookie,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'welkom123' },
    });
    expect(weak.statusCode).toBe(400);
    const wrongCurrent = await request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: laptop.cookie,
      payload: { currentPassword: 'Niet-het-goede-1', newPassword: 'Nieuw-Paardenbloem-7' },
    });
    expect(wrongCurrent.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Incorrect Password',
    });
    expect((await me(phone)).statusCode).toBe(200);

    const changed = await request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: laptop.cookie,
      payload: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Nieuw-Paardenbloem-7',
        revokeOtherSessions: true,
      },
    });
    expect(changed.statusCode).toBe(200);
    // The phone's token stops working at once; its session is gone.
    expect((await me(phone)).statusCode).toBe(401);
    const renewed = await request({ method: 'GET', url: '/api/auth/token', cookie: phone.cookie });
    expect(renewed.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('sets a new password with the mailed code; the old one stops working', async () => {
    await signUp('vergeten@example.nl');
    await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'vergeten@example.nl', type: 'forget-password' },
    });
    const reset = await request({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: 'vergeten@example.nl',
        otp: await latestCode('vergeten@example.nl'),
        password: 'Nieuw-Paardenbloem-7',
      },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = (password: string) =>
      request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'vergeten@example.nl', password },
      });
    expect((await signIn(STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Nieuw-Paardenbloem-7')).statusCode).toBe(200);
  });

  it('refuses a reset with a wrong code and keeps the old password', async () => {
    await signUp('houden@example.nl');
    const reset = await request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: 'houden@example.nl', otp: '123456', password: 'Nieuw-Paardenbloem-7' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('INVALID_CODE');
    const signIn = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'houden@example.nl', password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('sign-up checks its fields on the server too', () => {
  const base = {
    email: 'velden@example.nl',
    password: STRONG_PASSWORD,
    name: 'x',
    birthYear: 2000,
  };
  it('refuses a first name over 256 characters, naming the field', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...base, captcha: await captcha(), firstName: 'a'.repeat(257), lastName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'firstName', message: 'max_length_exceeded' }],
    });
  });

  it('refuses a missing last name', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...base, captcha: await captcha(), firstName: 'A', lastName: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'lastName', message: 'last_name_required' }]);
  });
});
