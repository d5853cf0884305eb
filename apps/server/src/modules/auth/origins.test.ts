import { describe, expect, it } from 'vitest';
import { ADULT_BIRTH_YEAR, buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

// Issue 19 item 9: the server's log names http://127.0.0.1:3000 and http://localhost:3000; a
// local Leerloop signs in under both. A page on an address the server does not know is told
// where Leerloop runs, not that it has no access.
// As `npm start` runs by default: development (the origin check on; no mailed code for a new
// browser, which is not under test here).
const { request, captcha, latestCode } = await buildTestApp({
  NODE_ENV: 'development',
  NEW_DEVICE_CHECK: 'false',
});

/**
 * A browser page on `origin` calling the auth endpoints, with the headers browsers send and a
 * cookie of an earlier call (Better Auth checks the origin of every call that carries cookies).
 */
const fromPage = (
  origin: string,
  url: string,
  payload: object,
  { app = { request }, cookie = 'earlier=visit' } = {},
) =>
  app.request({
    method: 'POST',
    url,
    payload,
    headers: {
      origin,
      ...(cookie && { cookie }),
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    },
  });

describe('the addresses a local Leerloop answers on', () => {
  it('signs up and signs in from http://127.0.0.1 as from http://localhost', async () => {
    const page = 'http://127.0.0.1:3000';
    const email = 'loopback@example.nl';
    const signUp = await fromPage(page, '/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: 'Loop Back',
      firstName: 'Loop',
      lastName: 'Back',
      birthYear: ADULT_BIRTH_YEAR,
      captcha: await captcha(),
    });
    expect(signUp.statusCode).toBe(200);
    const verified = await fromPage(page, '/api/verify-otp', {
      email,
      otp: await latestCode(email),
      type: 'email-verification',
    });
    expect(verified.statusCode).toBe(200);
    const signIn = await fromPage(page, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('tells a page on another address where Leerloop runs, before a new browser is asked a code', async () => {
    // The embedded defaults: a password from a new browser also asks a mailed code.
    const defaults = await buildTestApp({ NODE_ENV: 'development' });
    const refused = await fromPage(
      'http://leerloop.example',
      '/api/auth/sign-in/email',
      { email: 'wie@example.nl', password: STRONG_PASSWORD },
      // A first visit: no cookie yet, which Better Auth's own check of the origin waits for.
      { app: defaults, cookie: '' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'WRONG_ORIGIN',
      message:
        'Leerloop draait op een ander adres. Open Leerloop op http://localhost:3000 en probeer het daar opnieuw.',
      appUrl: 'http://localhost:3000',
    });
  });
});
