import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, post, textsTo, textedCode, call } = await buildTestApp();

/** A new account with a verified (so primary) phone number. */
async function userWithPhone(email: string, phone: string) {
  const session = await signUp(email);
  const [added] = (await call(session, 'POST', '/api/account/phones', { phone })).json().data
    .phones;
  await call(session, 'POST', `/api/account/phones/${added.id}/verify`, {
    code: await textedCode(phone),
  });
  return { session, phoneId: added.id as string };
}

describe('signing in with a texted code', () => {
  it('texts a code to a verified number, and the code signs in once', async () => {
    const { session } = await userWithPhone('sms-login@example.nl', '+31612340001');
    const device = new CookieJar();
    const sent = await post(device, '/api/request-phone-code', { phone: '+31 6 1234 0001' });
    expect(sent.json()).toEqual({ status: 'sent' });
    const code = await textedCode('+31612340001');

    const wrong = await post(device, '/api/verify-phone-code', {
      phone: '+31612340001',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', reason: 'form_code_incorrect' });

    const signedIn = await post(device, '/api/verify-phone-code', { phone: '+31612340001', code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      status: 'success',
      data: { userId: session.userId, secondStep: false },
    });
    const token = await request({ method: 'GET', url: '/api/auth/token', cookie: device.header() });
    expect(token.statusCode).toBe(200);
    // Once only.
    const again = await post(new CookieJar(), '/api/verify-phone-code', {
      phone: '+31612340001',
      code,
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for a number no account has, and texts nothing', async () => {
    const sent = await post(new CookieJar(), '/api/request-phone-code', { phone: '+31699990000' });
    expect(sent.json()).toEqual({ status: 'sent' });
    expect(await textsTo('+31699990000')).toEqual([]);
    const bad = await post(new CookieJar(), '/api/request-phone-code', { phone: '0612345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('form_param_format_invalid');
  });

  it('stops a code after five wrong tries, and says a new one is needed', async () => {
    await userWithPhone('sms-tries@example.nl', '+31612340002');
    const device = new CookieJar();
    await post(device, '/api/request-phone-code', { phone: '+31612340002' });
    const code = await textedCode('+31612340002');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post(device, '/api/verify-phone-code', { phone: '+31612340002', code: wrongCode });
    const right = await post(device, '/api/verify-phone-code', { phone: '+31612340002', code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('TOO_MANY_CODE_ATTEMPTS');
    // A new code works again.
    await post(device, '/api/request-phone-code', { phone: '+31612340002' });
    const renewed = await post(device, '/api/verify-phone-code', {
      phone: '+31612340002',
      code: await textedCode('+31612340002'),
    });
    expect(renewed.statusCode).toBe(200);
  });
});

describe('the second step by text', () => {
  it('texts a code to the primary number after the password, when turned on', async () => {
    const { session } = await userWithPhone('sms-step@example.nl', '+31612340078');
    const on = await call(session, 'POST', '/api/account/second-step/text');
    expect(on.statusCode).toBe(200);
    const me = await call(session, 'GET', '/api/users/me');
    expect(me.json().data).toMatchObject({ twoFactorEnabled: true, secondSteps: ['sms'] });

    const device = new CookieJar();
    const first = await post(device, '/api/auth/sign-in/email', {
      email: 'sms-step@example.nl',
      password: STRONG_PASSWORD,
    });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const methods = await request({
      method: 'GET',
      url: '/api/auth/second-step/methods',
      cookie: device.header(),
    });
    expect(methods.json()).toEqual({ methods: ['sms'], phoneHint: '•• 78' });

    expect((await post(device, '/api/auth/two-factor/send-otp')).statusCode).toBe(200);
    const wrong = await post(device, '/api/auth/two-factor/verify-otp', { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    const verified = await post(device, '/api/auth/two-factor/verify-otp', {
      code: await textedCode('+31612340078'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.id).toBe(session.userId);
  });

  it('is not offered to a user who did not turn it on, and goes off with the last number', async () => {
    const { session, phoneId } = await userWithPhone('sms-off@example.nl', '+31612340003');
    const refusedEnable = await request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie: session.cookie,
      payload: { password: STRONG_PASSWORD, method: 'otp' },
    });
    expect(refusedEnable.statusCode).toBe(400);
    expect(refusedEnable.json().code).toBe('SECOND_STEP_BY_TEXT_OFF');

    await call(session, 'POST', '/api/account/second-step/text');
    await call(session, 'DELETE', `/api/account/phones/${phoneId}`);
    const me = await call(session, 'GET', '/api/users/me');
    expect(me.json().data).toMatchObject({ twoFactorEnabled: false, secondSteps: [] });
    // Straight in with the password again: never locked out behind a number that is gone.
    const device = new CookieJar();
    const signedIn = await post(device, '/api/auth/sign-in/email', {
      email: 'sms-off@example.nl',
      password: STRONG_PASSWORD,
    });
    expect(signedIn.json().user.id).toBe(session.userId);
  });

  it('needs a verified number to be turned on', async () => {
    const session = await signUp('sms-none@example.nl');
    const refused = await call(session, 'POST', '/api/account/second-step/text');
    expect(refused.statusCode).toBe(409);
  });
});
