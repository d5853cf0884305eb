import { describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';

const { request, signUp, ctx } = await buildTestApp();
type Session = Awaited<ReturnType<typeof signUp>>;

const admin = await signUp('platform-beheer@example.nl');
await ctx.database.db
  .updateTable('user')
  .set({ role: 'admin' })
  .where('id', '=', admin.userId)
  .execute();
const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const signIn = (email: string, password: string) =>
  request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

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
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await ban('ban', admin.userId)).statusCode).toBe(409);

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
    expect(refused.json().code).toBe('FORBIDDEN');
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
