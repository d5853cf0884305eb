import { USER_ID_HEADER } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, CookieJar, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, services, sessionOf, latestCode, post } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

const signIn = (email: string, password: string) =>
  request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

/** A platform admin is made in the database (the demo seed does the same), then signs in. */
async function platformAdmin(email: string) {
  const { userId } = await signUp(email);
  await services.database.db
    .updateTable('user')
    .set({ role: 'admin' })
    .where('id', '=', userId)
    .execute();
  return sessionOf(await signIn(email, STRONG_PASSWORD));
}
const admin = await platformAdmin('platform-beheer@example.nl');
const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });

describe('the platform admin', () => {
  it('bans a user: their sessions end and sign-in is refused until the ban is lifted', async () => {
    const user = await signUp('verbannen@example.nl');
    const ban = (action: 'ban' | 'unban', id = user.userId, session = admin) =>
      request({
        method: 'POST',
        url: `/api/admin/users/${id}/${action}`,
        headers: session.headers,
      });
    expect((await ban('ban', user.userId, user)).statusCode).toBe(403);
    const banned = await ban('ban');
    expect(banned.json().data).toMatchObject({ banned: true });
    expect((await get(user, '/api/users/me')).statusCode).toBe(401);
    // Only the right password learns why; a wrong one gets the usual answer.
    expect((await signIn('verbannen@example.nl', 'Verkeerd-wachtwoord-1')).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const refused = await signIn('verbannen@example.nl', STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_BANNED',
      message: 'Dit account is door een beheerder geblokkeerd.',
    });
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('session_token');
    const self = await ban('ban', admin.userId);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'SELF_BAN', message: 'Je kunt jezelf niet blokkeren.' });

    expect((await ban('unban')).json().data.banned).toBe(false);
    expect((await signIn('verbannen@example.nl', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('finds users by e-mail or name, and nobody else may look', async () => {
    const learner = await signUp('zoek-mij@example.nl');
    const found = await get(admin, '/api/admin/users?q=ZOEK-mij');
    expect(found.json().data.users).toEqual([
      expect.objectContaining({
        id: learner.userId,
        email: 'zoek-mij@example.nl',
        lockedForSeconds: null,
      }),
    ]);
    // LIKE wildcards are searched for literally.
    expect((await get(admin, '/api/admin/users?q=%25')).json().data.users).toEqual([]);
    const refused = await get(learner, '/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLATFORM_ADMIN_ONLY');
    expect((await request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('sees a locked account and lifts the lock; the learner signs in again', async () => {
    await signUp('vergrendeld@example.nl');
    for (let i = 0; i < 10; i++) await signIn('vergrendeld@example.nl', 'Verkeerd-wachtwoord-1');
    expect((await signIn('vergrendeld@example.nl', STRONG_PASSWORD)).statusCode).toBe(429);
    const [user] = (await get(admin, '/api/admin/users?q=vergrendeld')).json().data.users;
    expect(user.lockedForSeconds).toBeGreaterThan(59 * 60);

    const lifted = await request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/unlock`,
      headers: admin.headers,
    });
    expect(lifted.json().data.lockedForSeconds).toBeNull();
    expect((await signIn('vergrendeld@example.nl', STRONG_PASSWORD)).statusCode).toBe(200);
    const unknown = await request({
      method: 'POST',
      url: '/api/admin/users/bestaat-niet/unlock',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('impersonation', () => {
  const meWith = async (jar: CookieJar) => {
    const cookie = jar.header();
    const { token } = (await request({ method: 'GET', url: '/api/auth/token', cookie })).json();
    const { user } = (
      await request({ method: 'GET', url: '/api/auth/get-session', cookie })
    ).json();
    const headers = { authorization: `Bearer ${token}`, [USER_ID_HEADER]: user.id };
    return (await request({ method: 'GET', url: '/api/users/me', headers })).json().data;
  };

  it('lets a platform admin act as a learner, shown as the actor and written to the log', async () => {
    const learner = await signUp('nagedaan@example.nl');
    const browser = new CookieJar(admin.cookie);
    const started = await post(browser, '/api/auth/admin/impersonate-user', {
      userId: learner.userId,
    });
    expect(started.statusCode).toBe(200);
    expect(await meWith(browser)).toMatchObject({
      id: learner.userId,
      actor: { id: admin.userId, email: 'platform-beheer@example.nl' },
    });
    // The learner's own session knows nothing of it.
    expect((await get(learner, '/api/users/me')).json().data.actor).toBeNull();

    const stopped = await post(browser, '/api/auth/admin/stop-impersonating');
    expect(stopped.statusCode).toBe(200);
    expect(await meWith(browser)).toMatchObject({ id: admin.userId, actor: null });

    const log = await services.database.db
      .selectFrom('impersonationLog')
      .select(['adminEmail', 'userEmail', 'action'])
      .where('userId', '=', learner.userId)
      .orderBy('createdAt')
      .execute();
    expect(log).toEqual([
      {
        adminEmail: 'platform-beheer@example.nl',
        userEmail: 'nagedaan@example.nl',
        action: 'start',
      },
      {
        adminEmail: 'platform-beheer@example.nl',
        userEmail: 'nagedaan@example.nl',
        action: 'stop',
      },
    ]);
  });

  it('is for platform admins only, and never of another platform admin', async () => {
    const learner = await signUp('nadoener@example.nl');
    const other = await signUp('ander-doelwit@example.nl');
    const refused = await post(new CookieJar(learner.cookie), '/api/auth/admin/impersonate-user', {
      userId: other.userId,
    });
    expect(refused.statusCode).toBe(403);
    const secondAdmin = await platformAdmin('tweede-beheer@example.nl');
    const adminTarget = await post(
      new CookieJar(admin.cookie),
      '/api/auth/admin/impersonate-user',
      {
        userId: secondAdmin.userId,
      },
    );
    expect(adminTarget.statusCode).toBe(403);
    // The admin plugin's other endpoints are not ours to use: our /api/admin is.
    const hidden = await post(new CookieJar(admin.cookie), '/api/auth/admin/set-role', {
      userId: learner.userId,
      role: 'admin',
    });
    expect(hidden.statusCode).toBe(404);
    expect((await get(learner, '/api/users/me')).json().data.isPlatformAdmin).toBe(false);
  });
});

describe('a required new password', () => {
  it('ends the sessions; the right password then mails a reset code, and the new one signs in', async () => {
    const learner = await signUp('opnieuw@example.nl');
    const required = await request({
      method: 'POST',
      url: `/api/admin/users/${learner.userId}/require-password-reset`,
      headers: admin.headers,
    });
    expect(required.json().data.passwordResetRequired).toBe(true);
    expect((await get(learner, '/api/users/me')).statusCode).toBe(401);
    const own = await request({
      method: 'POST',
      url: `/api/admin/users/${admin.userId}/require-password-reset`,
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('SELF_PASSWORD_RESET');

    // A wrong password learns nothing; the right one is told, and gets a code.
    expect((await signIn('opnieuw@example.nl', 'Niet-het-goede-1')).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const refused = await signIn('opnieuw@example.nl', STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_RESET_REQUIRED');
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('session_token');
    // No other way in either until the password is new.
    await request({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'opnieuw@example.nl', type: 'sign-in' },
    });
    const byCode = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: {
        email: 'opnieuw@example.nl',
        otp: await latestCode('opnieuw@example.nl'),
        type: 'sign-in',
      },
    });
    expect(byCode.json().code).toBe('PASSWORD_RESET_REQUIRED');

    const reset = await request({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: 'opnieuw@example.nl',
        otp: await latestCode('opnieuw@example.nl'),
        password: 'Nieuw-Paardenbloem-7',
      },
    });
    expect(reset.statusCode).toBe(200);
    const back = await sessionOf(await signIn('opnieuw@example.nl', 'Nieuw-Paardenbloem-7'));
    expect((await get(back, '/api/users/me')).statusCode).toBe(200);
    // Only a platform admin may require it.
    const byLearner = await request({
      method: 'POST',
      url: `/api/admin/users/${admin.userId}/require-password-reset`,
      headers: back.headers,
    });
    expect(byLearner.statusCode).toBe(403);
  });
});
