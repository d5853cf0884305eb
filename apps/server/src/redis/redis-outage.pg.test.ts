import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realtimeRefs } from '@leerloop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, freePort, STRONG_PASSWORD } from '../../test/helper.ts';

// Scale-out only (project "server-postgres"): a Redis of this test's own, stopped and restarted.

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'leerloop-redis-outage-'));
let redis: ChildProcess | undefined;
const startRedis = async () => {
  redis = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    // Data survives a kill, as in an outage of the network or a restart of a persistent Redis.
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--dir',
    dir,
  ]);
  await new Promise<void>((resolve) =>
    redis!.stdout!.on('data', (line: Buffer) => line.includes('Ready to accept') && resolve()),
  );
};
const stopRedis = async () => {
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis!.kill('SIGKILL');
  await exited;
};
await startRedis();
afterAll(() => redis?.kill('SIGKILL'));

const { app, services, request, signUp, sessionOf, latestCode, captcha } = await buildTestApp({
  REDIS_URL: `redis://127.0.0.1:${port}`,
});
const session = await signUp('redis-storing@example.nl');
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** A tab following the user's profile on this instance. */
async function followProfile() {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/realtime`, {
    origin: 'http://localhost:3000',
  });
  const messages: { type: string; ref?: string }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token: session.token, userId: session.userId }));
  socket.send(JSON.stringify({ type: 'subscribe', ref: realtimeRefs.user(session.userId) }));
  return { messages, close: () => socket.close() };
}
const health = async () => (await request({ method: 'GET', url: '/api/health' })).json();

describe('when Redis is away', () => {
  it('keeps answering, keeps realtime local, says Redis is not working, and recovers when it is back', async () => {
    await expect
      .poll(async () => (await health()).redis?.message)
      .toBe('Redis is configured and working');
    const tab = await followProfile();
    await expect.poll(() => tab.messages.at(-1)?.type).toBe('subscribed');

    await stopRedis();
    // Realtime degrades to this instance: a change here still reaches a tab here.
    const saved = await request({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: session.headers,
      payload: { langSelected: 'mc' },
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'changed', ref: `users/${session.userId}` });
    expect(
      (await request({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode,
    ).toBe(200);
    // Sign-in limits still count (in the database meanwhile): a wrong password is a 401.
    const wrong = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'redis-storing@example.nl', password: 'Verkeerd-wachtwoord-1' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'redis-storing@example.nl', password: STRONG_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const degraded = await request({ method: 'GET', url: '/api/health' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({
      status: 'degraded',
      database: { state: 'working' },
      redis: { state: 'not-working', message: 'Redis is not working' },
    });

    await startRedis();
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe('ok');
    expect((await health()).redis.message).toBe('Redis is configured and working');
    // Changes elsewhere may have been missed meanwhile: the tab is told to re-read.
    await expect.poll(() => tab.messages.at(-1)).toEqual({ type: 'resync' });
    tab.close();
  });
});

describe("Better Auth's cache in Redis", () => {
  const signIn = () =>
    request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'redis-storing@example.nl', password: STRONG_PASSWORD },
    });
  const sessionToken = (cookie: string) =>
    decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
  const currentUser = async (cookie: string) =>
    (await request({ method: 'GET', url: '/api/auth/get-session', cookie })).json<{
      user?: { id: string };
    } | null>()?.user?.id ?? null;

  it('keeps sessions in Redis and the database, and a sign-out during an outage stays signed out', async () => {
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe('ok');
    const { cookie } = await sessionOf(await signIn());
    // The session is served from Redis (and kept in the database as well).
    expect(await services.redis!.get(sessionToken(cookie))).toContain(session.userId);
    expect(await currentUser(cookie)).toBe(session.userId);

    await stopRedis();
    // Signing out works without Redis; the copy in Redis cannot be deleted now.
    const signedOut = await request({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(signedOut.statusCode).toBe(200);
    expect(await currentUser(cookie)).toBeNull();
    // Signing in and confirming a new account work too (sessions and codes from the database).
    const during = await sessionOf(await signIn());
    expect(await currentUser(during.cookie)).toBe(session.userId);
    const email = 'zonder-redis@example.nl';
    const signUpResponse = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email,
        password: STRONG_PASSWORD,
        name: 'Z R',
        firstName: 'Zonder',
        lastName: 'Redis',
        birthYear: 2000,
        captcha: await captcha(),
      },
    });
    expect(signUpResponse.statusCode).toBe(200);
    const verified = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email, otp: await latestCode(email), type: 'email-verification' },
    });
    expect(verified.statusCode).toBe(200);

    // Redis comes back with the old session still in it (it was never deleted there)…
    await startRedis();
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe('ok');
    // …but the stale copies are cleared before Redis is trusted again: nothing is revived.
    await expect
      .poll(() => services.redis!.get(sessionToken(cookie)), { timeout: 10_000 })
      .toBeNull();
    expect(await currentUser(cookie)).toBeNull();
    expect(await currentUser(during.cookie)).toBe(session.userId);
    const left = await services.database.db
      .selectFrom('authCacheInvalidation')
      .selectAll()
      .execute();
    expect(left).toEqual([]);
  });
});
