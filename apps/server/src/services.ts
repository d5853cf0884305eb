import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import type { Logger } from './logger.ts';
import { createAccessTokenVerifier, createSignedUserReader } from './modules/auth/access-token.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createAuthCache } from './modules/auth/auth-cache.ts';
import { createCaptcha } from './modules/auth/captcha.ts';
import { createSignInGuard } from './modules/auth/sign-in-guard.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createMailLimits } from './modules/mail/mail-limits.ts';
import { createEnrollment } from './modules/organisations/join-requests.ts';
import { createDatabaseRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter, withFallback } from './modules/rate-limit/redis-rate-limiter.ts';
import { betterAuthToPino } from './plugins/logging.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';
import { createRedis } from './redis/redis.ts';
import { createStorage } from './storage/create-storage.ts';

/**
 * The composition root (ARCHITECTURE.md): every repository and service of the app, built once
 * here, each with only what it needs. app.ts registers the routes with what this returns; a
 * route module never builds a service of its own.
 */
export function createServices({
  config,
  database,
  log,
}: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}) {
  const { db } = database;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const redis = config.redis && createRedis(config.redis.url, config.redis.prefix);
  const storage = createStorage(config.storage);
  // Key prefixes do not apply to pub/sub channels: the channel name carries the prefix itself.
  const realtime = createRealtimeHub({ redis, channel: `${config.redis?.prefix ?? ''}realtime` });
  const databaseLimiter = createDatabaseRateLimiter(db);
  const rateLimiter = redis
    ? withFallback(createRedisRateLimiter(redis), databaseLimiter, () =>
        log.warn('Redis is away: rate limits count in the database'),
      )
    : databaseLimiter;
  const background = createBackgroundTasks((error) =>
    log.error({ err: error }, 'background task failed'),
  );
  const infrastructure = {
    config,
    database,
    mailer,
    redis,
    storage,
    realtime,
    rateLimiter,
    log,
    background,
    signInGuard: createSignInGuard(rateLimiter, config),
    mailLimits: createMailLimits(rateLimiter, config.mailLimits),
  };

  // Organisations enroll a newly verified address (issue 9): built before the auth that calls it.
  const enroll = createEnrollment(infrastructure);
  const auth = createAuth({
    config,
    database,
    mailer,
    storage,
    cache: redis && createAuthCache({ redis, db, warn: (message) => log.warn(message) }),
    onAddressVerified: enroll,
    log: betterAuthToPino(log),
  });
  const tokens = { auth, db, baseUrl: config.baseUrl };

  return {
    ...infrastructure,
    auth,
    enroll,
    captcha: createCaptcha({ db, secret: config.authSecret, maxNumber: config.captchaMaxNumber }),
    verifyAccessToken: createAccessTokenVerifier(tokens),
    signedUserOf: createSignedUserReader(tokens),
  };
}

export type Services = ReturnType<typeof createServices>;
