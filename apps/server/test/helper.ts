import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { solveCaptcha, USER_ID_HEADER } from '@leerloop/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, expect, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { writeFixtureContent } from './fixture-content.ts';

export const STRONG_PASSWORD = 'Fietsbel-Zonnig-42';
/** A birth year of someone past 16: no parent's consent is needed (issue 18). */
export const ADULT_BIRTH_YEAR = 2000;
const BASE_URL = 'http://localhost:3000';

/**
 * With TEST_DATABASE_URL (set by scripts/with-services.mjs) each test file gets a fresh
 * PostgreSQL database of its own; without it, a fresh SQLite file. Both go after the file's tests.
 */
export async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `leerloop_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * In the scale-out run (TEST_REDIS_URL set) files live in S3 too: an s3rver of this test file's
 * own, on a free loopback port.
 */
export async function freshS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (!process.env.TEST_REDIS_URL) return { env: {}, close: async () => {} };
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'leerloop-test-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'leerloop' }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'leerloop',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Settings that keep a test app's files on the local disk in the scale-out run too: tus's S3
 * store needs ListParts, which the test S3 server (s3rver) does not answer (decision 058).
 */
export const FILES_ON_LOCAL_DISK: NodeJS.ProcessEnv = { S3_BUCKET: undefined };

/** A test app's settings: its own small programme under `dataDir`, the given database. */
function testConfig(dataDir: string, database: { url?: string }, env: NodeJS.ProcessEnv) {
  // A small programme of its own, so API tests never depend on the real content/.
  const contentDir = join(dataDir, 'content');
  writeFixtureContent(contentDir);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    CONTENT_DIR: contentDir,
    ...(database.url && { DATABASE_URL: database.url }),
    // The scale-out run: Redis too, with a key prefix of this file's own.
    ...(process.env.TEST_REDIS_URL && {
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_PREFIX: `leerloop-test-${randomBytes(6).toString('hex')}:`,
    }),
    // The sign-up's proof of work stays on in tests, only smaller (a few hundred hashes).
    CAPTCHA_MAX_NUMBER: '200',
    ...env,
  });
}

/**
 * Two instances of the app on one fresh database (one SQLite file, or one PostgreSQL database
 * in the scale-out run), as behind a load balancer; not yet ready, so a test can declare jobs
 * first. Closed after the file's tests (unless a test closed one already).
 */
export async function buildTwoAppsOnOneDatabase(env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-test-two-'));
  const database = await freshDatabase();
  const config = testConfig(dataDir, database, env);
  const first = await buildApp(config, { logger: false });
  const second = await buildApp(config, { logger: false });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return [first, second] as const;
}

/**
 * Another instance of a test app on its database and storage, as behind a load balancer (issue
 * 24: a resumed upload reaching another instance); listening on a loopback port, closed after
 * the file's tests.
 */
export async function anotherInstance(config: Parameters<typeof buildApp>[0]) {
  const { app } = await buildApp(config, { logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  return origin;
}

/** Builds the real app on a fresh database (see above); closed after the file's tests. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-test-'));
  const database = await freshDatabase();
  const s3 = await freshS3();
  const config = testConfig(dataDir, database, { ...s3.env, ...env });
  // Every route as registered, for the security suite's checks of each one.
  const routes: { method: string; url: string; isHidden: boolean }[] = [];
  const { app, services } = await buildApp(config, {
    logger: Boolean(logStream),
    logStream,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, isHidden: Boolean(route.schema?.hide) });
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await s3.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Like a browser on our origin: Better Auth refuses cookie-carrying POSTs without an Origin. */
  const request = (options: InjectOptions & { cookie?: string }) =>
    app.inject({
      ...options,
      headers: {
        origin: BASE_URL,
        ...(options.cookie && { cookie: options.cookie }),
        ...options.headers,
      },
    });

  /** A solved sign-up challenge, as the browser sends it in the sign-up's `captcha` field. */
  const captcha = async () =>
    (await solveCaptcha((await request({ method: 'GET', url: '/api/captcha' })).json().data))!;

  /** A call of a signed-in user, with the access token and User-Id as the web app sends them. */
  const call = (
    session: { headers: Record<string, string> },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => request({ method, url, headers: session.headers, ...(payload && { payload }) });

  /** A POST from the browser whose cookies `jar` keeps. */
  const post = (jar: CookieJar, url: string, payload: object = {}) =>
    jar.send(request({ method: 'POST', url, payload, cookie: jar.header() }));

  /** The local outbox's mails to this address, newest first. */
  const mailsTo = async (email: string) =>
    (await request({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` })).json<
      { subject: string; textBody: string }[]
    >();

  const latestCode = async (email: string) => {
    const code = (await mailsTo(email))[0]?.textBody.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code mailed to ${email}`);
    return code;
  };

  /**
   * The code of a mail still on its way: waits until this address has more than `mailsBefore`
   * mails (a sign-in code after a password is mailed after the answer), then reads the newest.
   */
  const codeAfter = async (email: string, mailsBefore: number) => {
    await vi.waitFor(
      async () => expect((await mailsTo(email)).length).toBeGreaterThan(mailsBefore),
      { timeout: 10_000, interval: 20 },
    );
    return latestCode(email);
  };

  /** The local SMS outbox's texts to this number, newest first. */
  const textsTo = async (phone: string) =>
    (await request({ method: 'GET', url: `/dev/sms.json?to=${encodeURIComponent(phone)}` })).json<
      { text: string }[]
    >();

  const textedCode = async (phone: string) => {
    const code = (await textsTo(phone))[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code texted to ${phone}`);
    return code;
  };

  let signUps = 0;
  /**
   * Signs a new user up and confirms the address with the mailed code, as the web app does.
   * Each from a client address of its own, as learners on their own devices: a file's many
   * sign-ups in seconds are no mail flood from one client (issue 18's mail limits). Past 16
   * unless another birth year is given.
   */
  const signUp = async (
    email: string,
    password = STRONG_PASSWORD,
    { birthYear = ADULT_BIRTH_YEAR }: { birthYear?: number } = {},
  ) => {
    signUps++;
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: `198.18.${signUps >> 8}.${signUps & 255}`,
      payload: {
        email,
        password,
        name: 'Test Persoon',
        firstName: 'Test',
        lastName: 'Persoon',
        birthYear,
        captcha: await captcha(),
      },
    });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
    const verified = await request({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email, otp: await latestCode(email), type: 'email-verification' },
    });
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
    return sessionOf(verified);
  };

  /** The session cookie of a sign-in response, its access token and the user's id. */
  const sessionOf = async (response: LightMyRequestResponse) => {
    const cookie = cookieHeader(response);
    const token = (await request({ method: 'GET', url: '/api/auth/token', cookie })).json<{
      token: string;
    }>().token;
    const userId =
      (response.json() as { data?: { userId: string }; user?: { id: string } }).data?.userId ??
      response.json<{ user: { id: string } }>().user.id;
    return {
      cookie,
      token,
      userId,
      headers: { authorization: `Bearer ${token}`, [USER_ID_HEADER]: userId },
    };
  };

  return {
    app,
    services,
    routes,
    request,
    call,
    post,
    mailsTo,
    latestCode,
    codeAfter,
    textsTo,
    textedCode,
    signUp,
    sessionOf,
    captcha,
  };
}

/**
 * The cookies of one browser across requests: each response's Set-Cookie is kept, an expired
 * one dropped (Better Auth swaps the session cookie when a second step or a switch happens).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(header = '') {
    for (const pair of header.split('; ').filter(Boolean)) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  async send(pending: Promise<LightMyRequestResponse>) {
    const response = await pending;
    for (const cookie of response.cookies) {
      const expired = !cookie.value || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export const cookieHeader = (response: LightMyRequestResponse) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** A loopback port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
