import { solveCaptcha } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, codeAfter, mailsTo, post } = await buildTestApp({
  NEW_DEVICE_CHECK: 'true',
});

const signIn = (jar: CookieJar, email: string, password = STRONG_PASSWORD) =>
  post(jar, '/api/auth/sign-in/email', { email, password });

/** What a client can compare between two answers: status, body and headers (but the date and cookies). */
const visible = (response: Awaited<ReturnType<typeof signIn>>) => {
  const { date: _date, 'set-cookie': cookies, ...headers } = response.headers;
  return {
    status: response.statusCode,
    body: response.json(),
    headers,
    // The new browser's id cookie comes with both; its value is random.
    cookies: [cookies].flat().map((cookie) => String(cookie).replace(/=[^;]*/, '=…')),
  };
};

describe('a sign-in from a new device', () => {
  it('asks an e-mailed code after the right password; that browser is known afterwards', async () => {
    await signUp('nieuw-apparaat@example.nl');
    const mailed = (await mailsTo('nieuw-apparaat@example.nl')).length;
    const laptop = new CookieJar();
    const first = await signIn(laptop, 'nieuw-apparaat@example.nl');
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'NEW_DEVICE' });
    expect(laptop.header()).not.toContain('session_token=');

    const verified = await post(laptop, '/api/verify-otp', {
      email: 'nieuw-apparaat@example.nl',
      otp: await codeAfter('nieuw-apparaat@example.nl', mailed),
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

  it('signs in with the new password after a reset from a browser never seen (spec §4)', async () => {
    await signUp('vergeten@example.nl');
    const phone = new CookieJar();
    const mailed = (await mailsTo('vergeten@example.nl')).length;
    await post(phone, '/api/request-otp', {
      email: 'vergeten@example.nl',
      type: 'forget-password',
    });
    const reset = await post(phone, '/api/reset-password', {
      email: 'vergeten@example.nl',
      otp: await codeAfter('vergeten@example.nl', mailed),
      password: 'Nieuw-Paardenbloem-7',
    });
    expect(reset.statusCode).toBe(200);
    // The code proved the mailbox: this browser signs in with the new password, no code again.
    const signedIn = await signIn(phone, 'vergeten@example.nl', 'Nieuw-Paardenbloem-7');
    expect(signedIn.statusCode).toBe(200);
    expect(phone.header()).toContain('session_token=');
    // Another browser still needs a code.
    const other = await signIn(new CookieJar(), 'vergeten@example.nl', 'Nieuw-Paardenbloem-7');
    expect(other.json().code).toBe('NEW_DEVICE');
  });

  it('does not trust a browser whose reset failed', async () => {
    await signUp('mislukt@example.nl');
    const browser = new CookieJar();
    await post(browser, '/api/request-otp', {
      email: 'mislukt@example.nl',
      type: 'forget-password',
    });
    const reset = await post(browser, '/api/reset-password', {
      email: 'mislukt@example.nl',
      otp: '000000',
      password: 'Nieuw-Paardenbloem-7',
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(browser, 'mislukt@example.nl')).json().code).toBe('NEW_DEVICE');
  });

  it('answers a wrong password exactly like the right one, and an unknown account too', async () => {
    await signUp('raden@example.nl');
    const mailed = (await mailsTo('raden@example.nl')).length;
    const wrong = await signIn(new CookieJar(), 'raden@example.nl', 'Niet-het-goede-1');
    const unknown = await signIn(new CookieJar(), 'niet-bestaand@example.nl', 'Niet-het-goede-1');
    const right = await signIn(new CookieJar(), 'raden@example.nl');
    expect(visible(right)).toMatchObject({ status: 403, body: { code: 'NEW_DEVICE' } });
    expect(visible(right).body).toEqual({ code: 'NEW_DEVICE', message: expect.any(String) });
    expect(visible(wrong)).toEqual(visible(right));
    expect(visible(unknown)).toEqual(visible(right));

    // Only the right password mailed a code: the one mail that came is the right one's.
    const code = await codeAfter('raden@example.nl', mailed);
    expect(await mailsTo('raden@example.nl')).toHaveLength(mailed + 1);
    expect(await mailsTo('niet-bestaand@example.nl')).toEqual([]);
    const withCode = await post(new CookieJar(), '/api/verify-otp', {
      email: 'raden@example.nl',
      otp: code,
      type: 'sign-in',
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('tells a wrong password only to the browser that signed up (its own)', async () => {
    const browser = new CookieJar();
    const challenge = (await request({ method: 'GET', url: '/api/captcha' })).json().data;
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
      otp: await codeAfter('eigen-apparaat@example.nl', 0),
      type: 'email-verification',
    });
    expect((await signIn(browser, 'eigen-apparaat@example.nl')).statusCode).toBe(200);
    const typo = await signIn(browser, 'eigen-apparaat@example.nl', 'Niet-het-goede-1');
    expect(typo.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
    const elsewhere = await signIn(new CookieJar(), 'eigen-apparaat@example.nl', 'Niet-goed-2');
    expect(elsewhere.json().code).toBe('NEW_DEVICE');
  });
});
