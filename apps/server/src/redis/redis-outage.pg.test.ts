import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD } from '../../test/helper.ts';

// Scale-out only (project "server-postgres"): a Redis of this test's own, stopped and restarted.
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

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
    '--appendonly',
    'no',
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

const { request, signUp } = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
const session = await signUp('redis-storing@example.nl');
const health = async () => (await request({ method: 'GET', url: '/api/health' })).json();

describe('when Redis is away', () => {
  it('keeps answering, says Redis is not working, and recovers when it is back', async () => {
    await expect
      .poll(async () => (await health()).redis?.message)
      .toBe('Redis is configured and working');

    await stopRedis();
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
  });
});
