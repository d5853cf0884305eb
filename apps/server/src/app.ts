import Fastify, { type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { importProgramme } from './modules/content/content-importer.ts';
import { loadProgramme } from './modules/content/content-loader.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { programmeRoutes } from './modules/programme/programme.routes.ts';
import { answersRoutes } from './modules/answers/answers.routes.ts';
import { reviewRoutes } from './modules/answers/review.routes.ts';
import { reviewResponsesRoutes } from './modules/answers/review-responses.routes.ts';
import { storyRoutes } from './modules/story/story.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountPictureRoutes } from './modules/account/account-picture.routes.ts';
import { accountPhonesRoutes } from './modules/account/account-phones.routes.ts';
import { reverificationRoutes } from './modules/account/reverification.routes.ts';
import { accountWalletsRoutes } from './modules/account/account-wallets.routes.ts';
import { organisationsRoutes } from './modules/organisations/organisations.routes.ts';
import { createEnrollment } from './modules/organisations/join-requests.ts';
import { ssoRoutes } from './modules/auth/sso.routes.ts';
import { createCaptcha } from './modules/auth/captcha.ts';
import { captchaRoutes } from './modules/auth/captcha.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { domainApprovalsRoutes } from './modules/admin/domain-approvals.routes.ts';
import { imiRoutes } from './modules/imi/imi.routes.ts';
import { swipeRoutes } from './modules/swipe/swipe.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { dataExportRoutes } from './modules/privacy/data-export.routes.ts';
import { createRetention } from './modules/privacy/retention.ts';
import { createRetentionRepository } from './modules/privacy/retention.repository.ts';
import multipart from '@fastify/multipart';
import { maxFileBytes } from '@leerloop/contracts';
import { createAccessTokenVerifier, createSignedUserReader } from './modules/auth/access-token.ts';
import { authBridgeRoutes } from './modules/auth/auth-bridge.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createAuthCache } from './modules/auth/auth-cache.ts';
import { otpRoutes } from './modules/auth/otp.routes.ts';
import { createSignInGuard } from './modules/auth/sign-in-guard.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createMailLimits } from './modules/mail/mail-limits.ts';
import { registerRequestLimits } from './modules/rate-limit/request-limits.ts';
import { createDatabaseRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter, withFallback } from './modules/rate-limit/redis-rate-limiter.ts';
import { createRedis } from './redis/redis.ts';
import { createStorage } from './storage/create-storage.ts';
import { createFileReferencesRepository } from './storage/file-references.repository.ts';
import { createFileSweep } from './storage/file-sweep.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNulRefusal } from './plugins/nul-characters.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { createFrameAncestors } from './modules/organisations/embedding.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { fontsRoutes } from './modules/fonts/fonts.routes.ts';
import { featuresRoutes } from './modules/features/features.routes.ts';
import { type AuthLog, betterAuthToPino, RequestLog } from './plugins/logging.ts';

/** Builds the whole app: services first, then external plugins, then our routes, then the web app. */
export async function buildApp(
  config: Config,
  {
    logger = true,
    logStream,
    onRoute,
  }: {
    logger?: boolean;
    /** Where the log goes as JSON lines instead of the terminal (tests read it). */
    logStream?: { write(line: string): void };
    /** Told of every route as it is registered (the security suite checks each one). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  // A broken content file stops the start here, naming the file and what is wrong.
  await importProgramme(database.db, loadProgramme(config.contentDir));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  const redis = config.redis && createRedis(config.redis.url, config.redis.prefix);
  // Set once the logger exists; a fallback is worth a warning, not an error per request.
  let warn: (message: string) => void = () => {};
  let logError: (error: unknown) => void = () => {};
  let authLog: AuthLog = () => {};
  const authCache =
    redis && createAuthCache({ redis, db: database.db, warn: (message) => warn(message) });
  const storage = createStorage(config.storage);
  // Bound once the context exists: organisations enroll a verified address (issue 9).
  let enroll: (userId: string, email: string) => Promise<void> = async () => {};
  const auth = createAuth({
    config,
    database,
    mailer,
    storage,
    cache: authCache,
    onAddressVerified: (userId, email) => enroll(userId, email),
    log: (level, message, ...args) => authLog(level, message, ...args),
  });
  // Key prefixes do not apply to pub/sub channels: the channel name carries the prefix itself.
  const realtime = createRealtimeHub({ redis, channel: `${config.redis?.prefix ?? ''}realtime` });
  const databaseLimiter = createDatabaseRateLimiter(database.db);
  const rateLimiter = redis
    ? withFallback(createRedisRateLimiter(redis), databaseLimiter, () =>
        warn('Redis is away: rate limits count in the database'),
      )
    : databaseLimiter;
  const ctx: AppContext = {
    config,
    database,
    auth,
    mailer,
    redis,
    storage,
    realtime,
    signInGuard: createSignInGuard(rateLimiter, config),
    mailLimits: createMailLimits(rateLimiter, config.mailLimits),
    rateLimiter,
    background: createBackgroundTasks((error) => logError(error)),
    captcha: createCaptcha({
      db: database.db,
      secret: config.authSecret,
      maxNumber: config.captchaMaxNumber,
    }),
    verifyAccessToken: createAccessTokenVerifier({
      auth,
      db: database.db,
      baseUrl: config.baseUrl,
    }),
  };
  enroll = createEnrollment(ctx);

  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      ...(logStream
        ? { stream: logStream }
        : !config.isProduction && {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // One debug line per request: at the usual level only start-up, warnings and errors.
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  warn = (message) => app.log.warn(message);
  logError = (error) => app.log.error({ err: error }, 'background task failed');
  authLog = betterAuthToPino(app.log);
  // One warning when Redis goes away and one note when it is back, not one per retry.
  let isRedisAway = false;
  redis?.on('error', (error: Error) => {
    if (!isRedisAway) app.log.warn(`Redis is not reachable (${error.message}); retrying`);
    isRedisAway = true;
  });
  redis?.on('ready', () => {
    if (isRedisAway) app.log.info('Redis is reachable again');
    isRedisAway = false;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulRefusal(app);
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    frameAncestorsOf: createFrameAncestors({
      db: database.db,
      iframeOrigins: config.iframeOrigins,
    }),
  });
  // Before every route: each one gets the default limit.
  await registerRequestLimits(app, {
    settings: config.requestLimits,
    redis,
    signedUserOf: createSignedUserReader({ auth, db: database.db, baseUrl: config.baseUrl }),
  });
  await registerOpenApi(app, config);

  await app.register(healthRoutes, ctx);
  await app.register(featuresRoutes, ctx);
  await app.register(authBridgeRoutes, ctx);
  await app.register(otpRoutes, ctx);
  await app.register(usersRoutes, ctx);
  await app.register(realtimeRoutes, ctx);
  await app.register(programmeRoutes, ctx);
  await app.register(onboardingRoutes, ctx);
  await app.register(consentRoutes, ctx);
  // Uploads stream through; the per-kind limits are checked while they do (answers module).
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(...Object.values(maxFileBytes)) + 1,
      files: 1,
      fields: 5,
      fieldSize: 200,
      parts: 6,
    },
  });
  await app.register(answersRoutes, ctx);
  await app.register(reviewRoutes, ctx);
  await app.register(reviewResponsesRoutes, ctx);
  await app.register(storyRoutes, ctx);
  await app.register(swipeRoutes, ctx);
  await app.register(imiRoutes, ctx);
  await app.register(adminRoutes, ctx);
  await app.register(domainApprovalsRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(accountPictureRoutes, ctx);
  await app.register(accountPhonesRoutes, ctx);
  await app.register(reverificationRoutes, ctx);
  await app.register(accountWalletsRoutes, ctx);
  await app.register(dataExportRoutes, ctx);
  await app.register(organisationsRoutes, ctx);
  await app.register(ssoRoutes, ctx);
  await app.register(captchaRoutes, ctx);
  if (!config.isProduction) await app.register(devMailRoutes, ctx);
  await app.register(fontsRoutes, ctx);
  await registerWebApp(app, config.webDistDir);

  // Issue 18: files a crash left without a row, and broken-off uploads, are swept hourly.
  const fileSweep = createFileSweep({
    storage,
    files: createFileReferencesRepository(database.db),
    log: app.log,
    graceMs: config.retention.leftoverFileHours * 60 * 60_000,
  });
  app.addHook('onReady', async () => fileSweep.start());
  // Issue 18: chats, flags and sign-in records past their retention period go, daily.
  const retention = createRetention({
    rows: createRetentionRepository(database.db),
    settings: config.retention,
    log: app.log,
  });
  app.addHook('onReady', async () => retention.start());

  app.addHook('onClose', async () => {
    await fileSweep.stop();
    await retention.stop();
    await ctx.background.settle();
    await realtime.close();
    redis?.disconnect();
    await storage.close();
    await database.close();
  });
  return { app, ctx };
}
