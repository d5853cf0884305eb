import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { siteOrigin } from '@leerloop/contracts';
import { z } from 'zod';
import { loopbackAliases } from './lib/loopback-origins.ts';
import { findMuseoSansFaces } from './modules/fonts/museo-sans.ts';
import type { S3Settings } from './storage/s3-storage.ts';

/** The repository root, so that relative paths work whichever folder the process starts in. */
export const ROOT_DIR = resolve(import.meta.dirname, '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Issue 8: an organisation's OpenID Connect connection ("Inloggen met je school"). */
const ssoConnection = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and dashes'),
  name: z.string().min(1).max(80),
  /** The provider's issuer; its /.well-known/openid-configuration is read. */
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** New and linked users join this organisation (its slug) as members. */
  organizationSlug: z.string().optional(),
});
export type SsoConnection = z.infer<typeof ssoConnection>;

const ssoConnections = z
  .string()
  .default('[]')
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of connections' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ssoConnection));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z.string().default('leerloop:'),
  CONTENT_DIR: z.string().default('content'),
  UPLOADS_DIR: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  BASE_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  /** Sites that may show Imi in a frame (/iframe) for every organisation, comma-separated. */
  IFRAME_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(siteOrigin('each must be a site such as https://www.school.nl (no path)'))),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  API_DOCS: booleanFlag.optional(),
  /** Every answer also written by zod and compared (lib/response-serializer.ts); on in vitest. */
  CHECK_ANSWERS: booleanFlag.optional(),
  MAIL_FROM: z.string().default('Leerloop <no-reply@leerloop.local>'),
  /**
   * Issue 24: the VAPID key pair web push reminders are signed with (URL-safe base64). Without
   * it a pair is made once per data directory; set it when several instances send.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Issue 18: mail one client address, and everyone together, may have sent per minute. */
  MAIL_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAIL_PER_MINUTE: z.coerce.number().int().min(1).default(200),
  /** Issue 18: the default limit of every API route, per client address and per signed-in user. */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  TRUST_PROXY: booleanFlag.default(false),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  IMI_MODEL: z.string().default('gpt-4o-mini'),
  IMI_DAILY_LIMIT: z.coerce.number().int().min(1).default(40),
  IMI_MAX_TOKENS: z.coerce.number().int().min(16).default(300),
  /** The embedded provider's pace between streamed chunks (it reads like typing; 0 in benches). */
  IMI_EMBEDDED_PACE_MS: z.coerce.number().int().min(0).default(25),
  /** Imi decides on messages in a thread of its own (decision 064; off in tests). */
  IMI_OWN_THREAD: booleanFlag.optional(),
  SSO_CONNECTIONS: ssoConnections,
  /** The sign-up's proof-of-work: the highest number to try (about 0.5 s on a phone at 50 000). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).default(50_000),
  /** A password alone from a browser never seen before also asks an e-mailed code (off in tests). */
  NEW_DEVICE_CHECK: booleanFlag.optional(),
  /** More shared mail domains no organisation may claim, comma-separated (issue 18). */
  SHARED_MAIL_DOMAINS: z.string().default(''),
  /** Issue 18: how long what is no longer needed is kept (decision 022, the privacy statement). */
  RETENTION_IMI_CHAT_DAYS: z.coerce.number().int().min(1).default(90),
  RETENTION_IMI_FLAG_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_SIGN_IN_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_KNOWN_BROWSER_DAYS: z.coerce.number().int().min(1).default(180),
  RETENTION_LEFTOVER_FILE_HOURS: z.coerce.number().int().min(1).default(1),
  /** Issue 20: the profile's web3 wallets (spec §2), off unless a deployment wants them. */
  WALLETS_ENABLED: booleanFlag.default(false),
  /** Spec §9's licensed museo-sans: a folder with its web font files (decision 023). */
  MUSEO_SANS_DIR: z.string().min(1).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

const hasMuseoSansFiles = (dir: string) => existsSync(dir) && findMuseoSansFaces(dir).length > 0;

const absolute = (path: string) => (isAbsolute(path) ? path : join(ROOT_DIR, path));

/**
 * Reads and checks the environment once at start-up. Throws one error listing every problem,
 * so a misconfigured server never starts half-working.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction && !raw.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  // Sign-up and new-browser sign-in wait for a mailed code: without SMTP nobody gets in, silently.
  if (isProduction && !raw.SMTP_URL) {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL: required in production (sign-up and sign-in codes go by e-mail)',
    );
  }
  const dataDir = absolute(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const museoSansDir = raw.MUSEO_SANS_DIR && absolute(raw.MUSEO_SANS_DIR);
  // A typo in the setting would show the free font silently: say so at the start instead.
  if (museoSansDir && !hasMuseoSansFiles(museoSansDir)) {
    throw new Error(
      `Invalid configuration:\n  MUSEO_SANS_DIR: no museo-sans-<weight>.woff2 (or .woff) in ${museoSansDir}`,
    );
  }
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    env: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    database: databaseSettings(raw, dataDir),
    redis: raw.REDIS_URL ? { url: raw.REDIS_URL, prefix: raw.REDIS_PREFIX } : undefined,
    contentDir: absolute(raw.CONTENT_DIR),
    storage: storageSettings(raw, dataDir),
    baseUrl,
    trustedOrigins: [
      baseUrl,
      // Outside production a local Leerloop works under each of its machine's names.
      ...(isProduction ? [] : loopbackAliases(baseUrl)),
      ...raw.TRUSTED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    iframeOrigins: raw.IFRAME_ORIGINS,
    authSecret: raw.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: raw.SMTP_URL,
    apiDocs: raw.API_DOCS ?? !isProduction,
    checkAnswers: raw.CHECK_ANSWERS ?? Boolean(process.env.VITEST),
    mailFrom: raw.MAIL_FROM,
    push: {
      keys:
        raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
          ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
          : undefined,
      subject: raw.VAPID_SUBJECT ?? `mailto:${raw.MAIL_FROM.match(/<(.+)>/)?.[1] ?? raw.MAIL_FROM}`,
    },
    logLevel: raw.LOG_LEVEL,
    seedDemo: raw.SEED_DEMO ?? !isProduction,
    webDistDir: absolute(raw.WEB_DIST_DIR),
    museoSansDir,
    trustProxy: raw.TRUST_PROXY,
    imi: {
      // Any OpenAI-compatible endpoint once its address (or a key for OpenAI itself) is set.
      openai:
        raw.OPENAI_BASE_URL || raw.OPENAI_API_KEY
          ? {
              baseUrl: raw.OPENAI_BASE_URL,
              apiKey: raw.OPENAI_API_KEY ?? 'none',
              model: raw.IMI_MODEL,
            }
          : undefined,
      dailyLimit: raw.IMI_DAILY_LIMIT,
      maxTokens: raw.IMI_MAX_TOKENS,
      embeddedPaceMs: raw.IMI_EMBEDDED_PACE_MS,
      ownThread: raw.IMI_OWN_THREAD ?? raw.NODE_ENV !== 'test',
    },
    ssoConnections: raw.SSO_CONNECTIONS,
    isWalletsEnabled: raw.WALLETS_ENABLED,
    captchaMaxNumber: raw.CAPTCHA_MAX_NUMBER,
    newDeviceCheck: raw.NEW_DEVICE_CHECK ?? raw.NODE_ENV !== 'test',
    sharedMailDomains: raw.SHARED_MAIL_DOMAINS.split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    signIn: {
      maxFailures: raw.SIGN_IN_MAX_FAILURES,
      maxFailuresPerAddress: raw.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowMs: raw.SIGN_IN_WINDOW_MINUTES * 60_000,
      lockMs: raw.SIGN_IN_LOCK_MINUTES * 60_000,
    },
    mailLimits: {
      perAddressPerMinute: raw.MAIL_PER_ADDRESS_PER_MINUTE,
      perMinute: raw.MAIL_PER_MINUTE,
    },
    requestLimits: {
      perAddressPerMinute: raw.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      perUserPerMinute: raw.RATE_LIMIT_PER_USER_PER_MINUTE,
    },
    retention: {
      imiChatDays: raw.RETENTION_IMI_CHAT_DAYS,
      imiFlagDays: raw.RETENTION_IMI_FLAG_DAYS,
      signInDays: raw.RETENTION_SIGN_IN_DAYS,
      knownBrowserDays: raw.RETENTION_KNOWN_BROWSER_DAYS,
      leftoverFileHours: raw.RETENTION_LEFTOVER_FILE_HOURS,
    },
  };
}

export type DatabaseSettings =
  | { driver: 'SQLite'; file: string }
  | { driver: 'PostgreSQL'; url: string; poolSize: number; statementTimeoutMs: number };

/** SQLite by default (a file under DATA_DIR); PostgreSQL when DATABASE_URL is a postgres:// URL. */
function databaseSettings(raw: z.infer<typeof envSchema>, dataDir: string): DatabaseSettings {
  const url = raw.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return {
      driver: 'PostgreSQL',
      url,
      poolSize: raw.DATABASE_POOL_SIZE,
      statementTimeoutMs: raw.DATABASE_STATEMENT_TIMEOUT_MS,
    };
  }
  return {
    driver: 'SQLite',
    file: url ? absolute(url.replace(/^file:/, '')) : join(dataDir, 'leerloop.sqlite'),
  };
}

export type StorageSettings =
  { driver: 'Local storage'; dir: string } | { driver: 'S3'; s3: S3Settings };

/** Uploads on the local disk by default; in an S3-compatible bucket when S3_BUCKET is set. */
function storageSettings(raw: z.infer<typeof envSchema>, dataDir: string): StorageSettings {
  if (!raw.S3_BUCKET)
    return {
      driver: 'Local storage',
      dir: raw.UPLOADS_DIR ? absolute(raw.UPLOADS_DIR) : join(dataDir, 'uploads'),
    };
  return {
    driver: 'S3',
    s3: {
      bucket: raw.S3_BUCKET,
      endpoint: raw.S3_ENDPOINT,
      region: raw.S3_REGION,
      accessKeyId: raw.S3_ACCESS_KEY_ID,
      secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
      // Self-hosted stores (MinIO, Garage, …) address buckets by path.
      forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? Boolean(raw.S3_ENDPOINT),
    },
  };
}

/** Outside production a secret is made once per data directory, so sessions survive restarts. */
function localSecret(dataDir: string) {
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}
