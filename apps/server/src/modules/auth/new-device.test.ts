import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, latestCode, post } = await buildTestApp({ NEW_DEVICE_CHECK: 'true' });

const signIn = (jar: CookieJar, email: string, password = STRONG_PASSWORD) =>
  post(jar, '/api/auth/sign-in/email', { email, password });

describe('a sign-in from a new device', () => {
  it('asks an e-mailed code after the right password; that browser is known afterwards', async () => {
    await signUp('nieuw-apparaat@example.nl');
    const laptop = new CookieJar();
    const first = await signIn(laptop, 'nieuw-apparaat@example.nl');
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'NEW_DEVICE' });
    expect(laptop.header()).not.toContain('session_token=');

    const code = await latestCode('nieuw-apparaat@example.nl');
    const verified = await post(laptop, '/api/verify-otp', {
      email: 'nieuw-apparaat@example.nl',
      otp: code,
      type: 'sign-in',
    });
    expect(verified.statusCode).toBe(200);

    // The same browser next time: the password is enough.
    expect((await signIn(laptop, 'nieuw-apparaat@example.nl')).statusCode).toBe(200);
    // Another browser is new again.
    expect((await signIn(new CookieJar(), 'nieuw-apparaat@example.nl')).json().code).toBe(
      'NEW_DEVICE',
    );
  });

  it('tells nothing to a wrong password, and the browser that signed up is known', async () => {
    const browser = new CookieJar();
    const challenge = (await request({ method: 'GET', url: '/api/captcha' })).json().data;
    const { solveCaptcha } = await import('@leerloop/contracts');
    await post(browser, '/api/auth/sign-up/email', {
      email: 'eigen-apparaat@example.nl',
      password: STRONG_PASSWORD,
      name: 'Eigen Apparaat',
      firstName: 'Eigen',
      lastName: 'Apparaat',
      birthYear: 2000,
      captcha: await solveCaptcha(challenge),
    });
    await post(browser, '/api/verify-otp', {
      email: 'eigen-apparaat@example.nl',
      otp: await latestCode('eigen-apparaat@example.nl'),
      type: 'email-verification',
    });
    expect((await signIn(browser, 'eigen-apparaat@example.nl')).statusCode).toBe(200);
    const wrong = await signIn(new CookieJar(), 'eigen-apparaat@example.nl', 'Niet-het-goede-1');
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });
});
