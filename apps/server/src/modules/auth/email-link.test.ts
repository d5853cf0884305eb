import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, services, latestCode, post, mailsTo } = await buildTestApp();

/** Asks for a sign-in link and reads its token from the mail, as the learner's click would. */
async function requestLink(email: string) {
  const sent = await request({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    payload: { email },
  });
  expect(sent.statusCode).toBe(200);
  const [mail] = await mailsTo(email);
  const link = mail!.textBody.match(/https?:\/\/\S+/)![0];
  expect(new URL(link).pathname).toBe('/auth/login/factor-one');
  return new URL(link).searchParams.get('token')!;
}

const openLink = (jar: CookieJar, token: string) => post(jar, '/api/verify-email-link', { token });

describe('signing in with an e-mailed link', () => {
  it('signs in once with the link; the same link then fails', async () => {
    const { userId } = await signUp('link@example.nl');
    const token = await requestLink('link@example.nl');
    const browser = new CookieJar();
    const opened = await openLink(browser, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ userId, secondStep: false });
    const session = await request({
      method: 'GET',
      url: '/api/auth/token',
      cookie: browser.header(),
    });
    expect(session.statusCode).toBe(200);

    const again = await openLink(new CookieJar(), token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'EMAIL_LINK_INVALID',
      message: 'Deze inloglink werkt niet (meer). Een link werkt één keer; vraag een nieuwe aan.',
    });
  });

  it('says a link is expired after ten minutes, and a made-up one failed', async () => {
    await signUp('verlopen-link@example.nl');
    const token = await requestLink('verlopen-link@example.nl');
    await services.database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', 'like', 'magic-link:%')
      .execute();
    const expired = await openLink(new CookieJar(), token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('EMAIL_LINK_EXPIRED');

    const madeUp = await openLink(new CookieJar(), 'abcdefghijklmnopqrstuvwxyzABCDEF');
    expect(madeUp.json().code).toBe('EMAIL_LINK_INVALID');
    const malformed = await openLink(new CookieJar(), '../../etc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers an unknown address like a known one, and mails nothing', async () => {
    const answer = await request({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email: 'niemand-link@example.nl' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true });
    expect(await mailsTo('niemand-link@example.nl')).toEqual([]);
  });

  it('still asks an account with an authenticator for its code, after a link or an e-mailed code', async () => {
    const session = await signUp('link-tweestaps@example.nl');
    const jar = new CookieJar(session.cookie);
    const { totpURI } = (
      await post(jar, '/api/auth/two-factor/enable', { password: STRONG_PASSWORD })
    ).json();
    const app = new TOTP({ secret: new URL(totpURI).searchParams.get('secret')!, digits: 6 });
    await post(jar, '/api/auth/two-factor/verify-totp', { code: app.generate() });

    const browser = new CookieJar();
    const opened = await openLink(browser, await requestLink('link-tweestaps@example.nl'));
    expect(opened.json().data).toEqual({ userId: null, secondStep: true });
    expect(
      (await request({ method: 'GET', url: '/api/auth/token', cookie: browser.header() }))
        .statusCode,
    ).toBe(401);
    const finished = await post(browser, '/api/auth/two-factor/verify-totp', {
      code: app.generate(),
    });
    expect(finished.statusCode).toBe(200);

    const byCode = new CookieJar();
    await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'link-tweestaps@example.nl', type: 'sign-in' },
    });
    const withCode = await post(byCode, '/api/verify-otp', {
      email: 'link-tweestaps@example.nl',
      otp: await latestCode('link-tweestaps@example.nl'),
      type: 'sign-in',
    });
    expect(withCode.json().data).toEqual({ userId: null, secondStep: true });
    expect(
      (await request({ method: 'GET', url: '/api/auth/token', cookie: byCode.header() }))
        .statusCode,
    ).toBe(401);
  });
});
