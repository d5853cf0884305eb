import { describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, services, latestCode, call } = await buildTestApp();

/** The user signed in (or last proved who they are) this many minutes ago. */
const ageSessions = async (userId: string, minutes: number) => {
  const then = new Date(Date.now() - minutes * 60_000).toISOString();
  await services.database.db
    .updateTable('session')
    .set({ createdAt: then })
    .where('userId', '=', userId)
    .execute();
  await services.database.db
    .updateTable('sessionCheck')
    .set({ checkedAt: then })
    .where('sessionId', 'in', (eb) =>
      eb.selectFrom('session').select('id').where('userId', '=', userId),
    )
    .execute();
};

describe('sensitive changes ask who you are again after ten minutes', () => {
  it('lets a fresh sign-in through, and asks the password again eleven minutes later', async () => {
    const session = await signUp('opnieuw@example.nl');
    const fresh = await call(session, 'POST', '/api/account/emails', {
      email: 'tweede@example.nl',
    });
    expect(fresh.statusCode).toBe(200);

    await ageSessions(session.userId, 9);
    const stillFresh = await call(session, 'POST', '/api/account/phones', {
      phone: '+31611112222',
    });
    expect(stillFresh.statusCode).toBe(200);

    await ageSessions(session.userId, 11);
    const asked = await call(session, 'POST', '/api/account/emails', { email: 'derde@example.nl' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('REVERIFICATION_REQUIRED');
    // Nothing was added by the refused call.
    const listed = await call(session, 'GET', '/api/account/emails');
    expect(listed.json().data.emails.map((e: { email: string }) => e.email)).not.toContain(
      'derde@example.nl',
    );
    for (const url of ['/api/account/phones', '/api/account/emails/primary']) {
      const method = url.endsWith('primary') ? 'DELETE' : 'POST';
      const refused = await call(session, method, url, { phone: '+31633334444' });
      expect(refused.json().code).toBe('REVERIFICATION_REQUIRED');
    }

    const wrong = await call(session, 'POST', '/api/account/reverify/password', {
      password: 'Niet-Mijn-Wachtwoord-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      reason: 'form_password_validation_failed',
      message: 'Incorrect Password',
    });
    const right = await call(session, 'POST', '/api/account/reverify/password', {
      password: STRONG_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    const validUntil = new Date(right.json().data.validUntil).getTime();
    expect(validUntil - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(validUntil - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const added = await call(session, 'POST', '/api/account/emails', { email: 'derde@example.nl' });
    expect(added.statusCode).toBe(200);
  });

  it('takes a code mailed to the primary address instead of the password', async () => {
    const session = await signUp('met-code@example.nl');
    await ageSessions(session.userId, 30);
    const sent = await call(session, 'POST', '/api/account/reverify/send-code');
    expect(sent.statusCode).toBe(200);
    const mails = (
      await request({ method: 'GET', url: '/dev/mail.json?to=met-code%40example.nl' })
    ).json<{ subject: string }[]>();
    expect(mails[0]!.subject).toBe('Bevestig dat jij het bent');

    const wrong = await call(session, 'POST', '/api/account/reverify/code', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', reason: 'form_code_incorrect' });
    const code = await latestCode('met-code@example.nl');
    const right = await call(session, 'POST', '/api/account/reverify/code', { code });
    expect(right.statusCode).toBe(200);
    // A code works once.
    const again = await call(session, 'POST', '/api/account/reverify/code', { code });
    expect(again.statusCode).toBe(400);

    const added = await call(session, 'POST', '/api/account/phones', { phone: '+31655556666' });
    expect(added.statusCode).toBe(200);
  });

  it('says an account without a password (a school account) to use the mailed code', async () => {
    const session = await signUp('zonder-wachtwoord@example.nl');
    await services.database.db
      .updateTable('account')
      .set({ password: null })
      .where('userId', '=', session.userId)
      .execute();
    const refused = await call(session, 'POST', '/api/account/reverify/password', {
      password: STRONG_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_PASSWORD');
  });

  it('guards device sign-out and deleting the account too', async () => {
    const session = await signUp('apparaten@example.nl');
    const other = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'apparaten@example.nl', password: STRONG_PASSWORD },
    });
    const otherToken = other.json<{ token: string }>().token;
    await ageSessions(session.userId, 11);

    const revoke = () =>
      request({
        method: 'POST',
        url: '/api/auth/revoke-session',
        cookie: session.cookie,
        payload: { token: otherToken },
      });
    const refused = await revoke();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REVERIFICATION_REQUIRED');
    const deleteRefused = await request({
      method: 'POST',
      url: '/api/auth/delete-user',
      cookie: session.cookie,
      payload: { confirm: 'Delete account' },
    });
    expect(deleteRefused.json().code).toBe('REVERIFICATION_REQUIRED');

    await call(session, 'POST', '/api/account/reverify/password', { password: STRONG_PASSWORD });
    expect((await revoke()).statusCode).toBe(200);
    const otherGone = await request({
      method: 'GET',
      url: '/api/auth/get-session',
      cookie: cookieHeader(other),
    });
    expect(otherGone.json()).toBeNull();
  });

  it('asks anonymous callers to sign in first', async () => {
    const anonymous = await request({
      method: 'POST',
      url: '/api/account/reverify/password',
      payload: { password: STRONG_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
