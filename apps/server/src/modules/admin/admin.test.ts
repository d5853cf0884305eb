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
