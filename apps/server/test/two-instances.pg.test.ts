import { type ChildProcess, spawn } from 'node:child_process';
import { type CaptchaChallenge, solveCaptcha } from '@leerloop/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realtimeRefs } from '@leerloop/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOT_DIR } from '../src/config.ts';
import { writeFixtureContent } from './fixture-content.ts';
import { freePort, freshDatabase, freshS3, STRONG_PASSWORD } from './helper.ts';
import { sampleFiles } from './multipart.ts';

// Scale-out only (project "server-postgres"): two app processes share PostgreSQL, Redis and S3.
const BASE_URL = 'http://localhost:3000'; // the load balancer's address, as both instances know it

const database = await freshDatabase();
const s3 = await freshS3();
const contentDir = mkdtempSync(join(tmpdir(), 'leerloop-two-content-'));
writeFixtureContent(contentDir);
const shared = {
  CONTENT_DIR: contentDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  BASE_URL,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  DATABASE_URL: database.url!,
  REDIS_URL: process.env.TEST_REDIS_URL!,
  REDIS_PREFIX: `leerloop-two-${randomBytes(4).toString('hex')}:`,
  ...s3.env,
  CAPTCHA_MAX_NUMBER: '200',
};

const processes: ChildProcess[] = [];
const dataDirs: string[] = [];
async function startInstance() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-instance-'));
  dataDirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT_DIR, 'apps/server/src/server.ts')],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
      stdio: 'inherit',
    },
  );
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  // The instance compiles the server's TypeScript first: seconds on a quiet machine, far more on a
  // loaded one. Its health answer is the state waited for; the deadline only bounds a hang.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && child.exitCode === null;) {
    if (
      (await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    child.exitCode === null
      ? `instance on ${url} did not start`
      : `instance on ${url} exited with ${child.exitCode} before it answered`,
  );
}

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
  await database.drop();
  await s3.close();
  for (const dir of [...dataDirs, contentDir]) rmSync(dir, { recursive: true, force: true });
});
const [first, second] = await Promise.all([startInstance(), startInstance()]);

const call = (instance: string, path: string, init: RequestInit = {}) =>
  fetch(`${instance}${path}`, {
    ...init,
    headers: { origin: BASE_URL, 'content-type': 'application/json', ...init.headers },
  });

describe('two instances behind one address', () => {
  it('sign up on one, confirm on the other; a change or a file through one reaches the other', async () => {
    const email = 'twee@example.nl';
    // The bot check's challenge from one instance is taken by the other (one shared secret).
    const challenge = (await (await call(second, '/api/captcha')).json()) as {
      data: CaptchaChallenge;
    };
    const signUp = await call(first, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: STRONG_PASSWORD,
        name: 'Twee Keer',
        firstName: 'Twee',
        lastName: 'Keer',
        birthYear: 2000,
        captcha: await solveCaptcha(challenge.data),
      }),
    });
    expect(signUp.status).toBe(200);
    // The outbox lives in the shared database: the second instance sees the first one's mail.
    const mails = (await (await call(second, `/dev/mail.json?to=${email}`)).json()) as {
      textBody: string;
    }[];
    const otp = mails[0]!.textBody.match(/\b(\d{6})\b/)![1];
    const verified = await call(second, '/api/verify-otp', {
      method: 'POST',
      body: JSON.stringify({ email, otp, type: 'email-verification' }),
    });
    expect(verified.status).toBe(200);
    const userId = ((await verified.json()) as { data: { userId: string } }).data.userId;
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // A session made on the second instance serves a token on the first.
    const { token } = (await (
      await call(first, '/api/auth/token', { headers: { cookie } })
    ).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'user-id': userId };

    // A tab connected to the second instance follows the user's profile…
    const socket = new WebSocket(`${second.replace('http', 'ws')}/api/realtime`, {
      origin: BASE_URL,
    });
    const messages: { type: string; ref?: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token, userId }));
    socket.send(JSON.stringify({ type: 'subscribe', ref: realtimeRefs.user(userId) }));
    await expect
      .poll(() => messages.at(-1))
      .toEqual({ type: 'subscribed', ref: `users/${userId}` });

    // The second instance has read the profile (and keeps it briefly)…
    const before = (await (await call(second, '/api/users/me', { headers })).json()) as {
      data: { langSelected: string };
    };
    expect(before.data.langSelected).toBe('nl');

    // …and hears about a change made through the first.
    const saved = await call(first, '/api/users/me/settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ langSelected: 'mc' }),
    });
    expect(saved.status).toBe(200);
    await expect.poll(() => messages.at(-1)).toEqual({ type: 'changed', ref: `users/${userId}` });
    const me = (await (await call(second, '/api/users/me', { headers })).json()) as {
      data: { langSelected: string };
    };
    expect(me.data.langSelected).toBe('mc');
    socket.close();

    // A file uploaded through the first downloads through the second.
    const form = new FormData();
    form.append('assignmentId', 'w1-assignment');
    form.append('taskId', 't2');
    form.append('file', new Blob([sampleFiles.png]), 'foto.png');
    const uploaded = await fetch(`${first}/api/upload-attachment`, {
      method: 'POST',
      headers: { ...headers, origin: BASE_URL },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data: answer } = (await uploaded.json()) as { data: { file: { url: string } } };
    const downloaded = await fetch(`${second}${answer.file.url}`, { headers: { cookie } });
    expect(downloaded.status).toBe(200);
    // The photo as kept (drawn again on upload), the same through either instance.
    const kept = await fetch(`${first}${answer.file.url}`, { headers: { cookie } });
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(
      Buffer.from(await kept.arrayBuffer()),
    );

    // Issue 23: an item published through the first reaches a learner reading through the
    // second at once (the second kept the learner's state; the relay tells it of the write).
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query(
      `update "user" set role = 'admin', onboarding_finished_at = now() where id = $1`,
      [userId],
    );
    await sql.end();
    const title = async () =>
      (
        (await (
          await call(second, '/api/get-microlearning-content/w1-module-1', { headers })
        ).json()) as { data?: { items: { title?: { nl: string } }[] } }
      ).data?.items[0]?.title?.nl;
    await expect.poll(title).toBe('Kaart 1');
    const item = '/api/admin/content/items/w1-module-1';
    await expect.poll(async () => (await call(first, item, { headers })).status).toBe(200);
    const { data: stored } = (await (await call(first, item, { headers })).json()) as {
      data: { published: { items: { title: object }[] } };
    };
    stored.published.items[0]!.title = { nl: 'Van de eerste', mc: 'من الأول' };
    const drafted = await call(first, `${item}/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: stored.published }),
    });
    expect(drafted.status).toBe(200);
    expect(await title()).toBe('Kaart 1');
    const published = await call(first, `${item}/publish`, { method: 'POST', headers, body: '{}' });
    expect(published.status).toBe(200);
    await expect.poll(title, { timeout: 1_000 }).toBe('Van de eerste');

    // Signed out through the first, the token is refused by the second at once (well within the
    // two seconds it may keep a session it read).
    expect((await call(second, '/api/users/me', { headers })).status).toBe(200);
    const signedOut = await call(first, '/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    await expect
      .poll(async () => (await call(second, '/api/users/me', { headers })).status, {
        timeout: 1_000,
      })
      .toBe(401);
  });
});
