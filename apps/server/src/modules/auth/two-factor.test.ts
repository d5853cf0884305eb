import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, post } = await buildTestApp();

/** An authenticator app for this account: turns the QR code's URI into codes. */
const authenticatorFor = (totpURI: string) => {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return new TOTP({ secret, digits: 6, period: 30 });
};

/** Signs up, turns on the authenticator step and returns what the user was shown. */
async function userWithAuthenticator(email: string) {
  const session = await signUp(email);
  const jar = new CookieJar(session.cookie);
  const enabled = await post(jar, '/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const app = authenticatorFor(totpURI);
  // Not on until a code from the app proves it was set up.
  const me = () =>
    request({ method: 'GET', url: '/api/auth/get-session', cookie: jar.header() }).then(
      (r) => r.json().user.twoFactorEnabled,
    );
  // The profile (/users/me) names the app as a second step only once it is proved.
  const profile = async () =>
    (await request({ method: 'GET', url: '/api/users/me', headers: session.headers })).json().data;
  expect(await me()).toBe(false);
  expect(await profile()).toMatchObject({ secondSteps: [], hasPassword: true });
  expect((await post(jar, '/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(
    400,
  );
  const verified = await post(jar, '/api/auth/two-factor/verify-totp', { code: app.generate() });
  expect(verified.statusCode).toBe(200);
  expect(await me()).toBe(true);
  return { jar, app, backupCodes, userId: session.userId };
}

const signInWithPassword = (jar: CookieJar, email: string) =>
  post(jar, '/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });

describe('the authenticator second step', () => {
  it('asks for a code after the right password and signs in only with a right one', async () => {
    const { app, userId } = await userWithAuthenticator('totp@example.nl');
    const device = new CookieJar();
    const first = await signInWithPassword(device, 'totp@example.nl');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    // Which second steps this sign-in may use (texted codes are not on for this user).
    const methods = await request({
      method: 'GET',
      url: '/api/auth/second-step/methods',
      cookie: device.header(),
    });
    expect(methods.json()).toEqual({ methods: ['totp'], phoneHint: null });
    // No session yet: only the second step's challenge.
    expect(
      (await request({ method: 'GET', url: '/api/auth/token', cookie: device.header() }))
        .statusCode,
    ).toBe(401);

    const wrong = await post(device, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'VOER EEN GELDIGE CODE IN, ALSTUBLIEFT',
      reason: 'form_code_incorrect',
    });

    const right = await post(device, '/api/auth/two-factor/verify-totp', { code: app.generate() });
    expect(right.statusCode).toBe(200);
    const token = await request({ method: 'GET', url: '/api/auth/token', cookie: device.header() });
    expect(token.statusCode).toBe(200);
    const me = await request({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token.json().token}`, 'user-id': userId },
    });
    expect(me.json().data).toMatchObject({ secondSteps: ['totp'], hasPassword: true });
  });

  it('refuses a second step without a password step first', async () => {
    const refused = await post(new CookieJar(), '/api/auth/two-factor/verify-totp', {
      code: '123456',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SIGN_IN_EXPIRED');
  });

  it('takes each backup code once, and a new set replaces the old one', async () => {
    const { jar, backupCodes } = await userWithAuthenticator('backup@example.nl');
    expect(backupCodes).toHaveLength(10);
    const [code, other] = backupCodes;

    const useBackupCode = async (backupCode: string) => {
      const device = new CookieJar();
      expect((await signInWithPassword(device, 'backup@example.nl')).json().twoFactorRedirect).toBe(
        true,
      );
      return post(device, '/api/auth/two-factor/verify-backup-code', { code: backupCode });
    };
    expect((await useBackupCode(code!)).statusCode).toBe(200);
    const reused = await useBackupCode(code!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_CODE');

    const renewed = await post(jar, '/api/auth/two-factor/generate-backup-codes', {
      password: STRONG_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await useBackupCode(other!)).json().code).toBe('INVALID_CODE');
    expect((await useBackupCode(renewed.json().backupCodes[0])).statusCode).toBe(200);
  });

  it('needs the password to turn the second step off, and then signs in without it', async () => {
    const { jar } = await userWithAuthenticator('uitzetten@example.nl');
    const wrong = await post(jar, '/api/auth/two-factor/disable', { password: 'Niet-het-goede-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason).toBe('form_password_validation_failed');
    expect(
      (await post(jar, '/api/auth/two-factor/disable', { password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const signedIn = await signInWithPassword(new CookieJar(), 'uitzetten@example.nl');
    expect(signedIn.json().twoFactorRedirect).toBeUndefined();
    expect(signedIn.json().user.email).toBe('uitzetten@example.nl');
  });

  it('locks the second step after ten wrong codes in a row, also for the right one', async () => {
    const { app } = await userWithAuthenticator('slot@example.nl');
    let device = new CookieJar();
    for (let attempt = 0; attempt < 10; attempt++) {
      // Each challenge allows five tries; then a new password step is needed.
      if (attempt % 5 === 0) {
        device = new CookieJar();
        await signInWithPassword(device, 'slot@example.nl');
      }
      await post(device, '/api/auth/two-factor/verify-totp', { code: '000000' });
    }
    device = new CookieJar();
    await signInWithPassword(device, 'slot@example.nl');
    const locked = await post(device, '/api/auth/two-factor/verify-totp', { code: app.generate() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('SECOND_STEP_LOCKED');
  });
});
