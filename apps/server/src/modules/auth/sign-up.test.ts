import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, sessionOf, captcha, post, mailsTo } = await buildTestApp();

const register = async (email: string, extra: object = {}) =>
  request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email,
      password: STRONG_PASSWORD,
      name: 'Nieuw Lid',
      firstName: 'Nieuw',
      lastName: 'Lid',
      birthYear: 2000,
      captcha: await captcha(),
      ...extra,
    },
  });

describe('sign-up variants', () => {
  it('confirms a new address by an e-mailed link that lands on the sign-up’s next step', async () => {
    expect((await register('via-link@example.nl')).statusCode).toBe(200);
    const sent = await request({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email: 'via-link@example.nl' },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await mailsTo('via-link@example.nl');
    expect(mail!.subject).toBe('Bevestig je e-mailadres voor Leerloop');
    const link = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/auth/register/continue');

    const browser = new CookieJar();
    const opened = await post(browser, '/api/verify-email-link', {
      token: link.searchParams.get('token'),
    });
    expect(opened.statusCode).toBe(200);
    const session = await sessionOf(opened);
    const me = await request({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().data).toMatchObject({ email: 'via-link@example.nl', emailVerified: true });
  });

  it('keeps a phone number given at sign-up, unverified until its texted code', async () => {
    const signedUp = await register('met-nummer@example.nl', { phone: '+31 6 5555 0101' });
    expect(signedUp.statusCode).toBe(200);
    const session = await (async () => {
      const codes = await mailsTo('met-nummer@example.nl');
      const otp = codes[0]!.textBody.match(/\b(\d{6})\b/)![1]!;
      const verified = await request({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { email: 'met-nummer@example.nl', otp, type: 'email-verification' },
      });
      return sessionOf(verified);
    })();
    const phones = await request({
      method: 'GET',
      url: '/api/account/phones',
      headers: session.headers,
    });
    const [phone] = phones.json().data.phones;
    expect(phone).toMatchObject({ phone: '+31655550101', verified: false, primary: false });
    // Nothing is texted until the sign-up's phone step asks for it.
    const none = await request({ method: 'GET', url: '/dev/sms.json?to=%2B31655550101' });
    expect(none.json()).toEqual([]);
  });

  it("refuses a number that is someone else's, or not international, and makes no account", async () => {
    const owner = await signUp('nummer-al@example.nl');
    await request({
      method: 'POST',
      url: '/api/account/phones',
      headers: owner.headers,
      payload: { phone: '+31655550202' },
    });
    const taken = await register('wil-nummer@example.nl', { phone: '+31655550202' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PHONE_NUMBER_EXISTS',
      reason: 'phone_number_exists',
      message: 'This phone number is taken. Please try another.',
    });
    const bad = await register('wil-nummer@example.nl', { phone: '0655550202' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      reason: 'form_param_format_invalid',
      issues: [{ path: 'phone', message: 'phone_invalid' }],
    });
    expect(await mailsTo('wil-nummer@example.nl')).toEqual([]);
    // Without a number the same sign-up goes through.
    expect((await register('wil-nummer@example.nl', { phone: '' })).statusCode).toBe(200);
  });
});
