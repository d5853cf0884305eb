import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { importProgramme } from './modules/content/content-importer.ts';
import { loadProgramme } from './modules/content/content-loader.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { programmeRoutes } from './modules/programme/programme.routes.ts';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { resumableUploadsRoutes } from './modules/assignments/resumable-uploads.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { spacedReviewRoutes } from './modules/spaced-review/spaced-review.routes.ts';
import { reviewResponsesRoutes } from './modules/assignments/review-responses.routes.ts';
import { storyRoutes } from './modules/story/story.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountPictureRoutes } from './modules/account/account-picture.routes.ts';
import { accountPhonesRoutes } from './modules/account/account-phones.routes.ts';
import { reverificationRoutes } from './modules/account/reverification.routes.ts';
import { accountWalletsRoutes } from './modules/account/account-wallets.routes.ts';
import { organisationsRoutes } from './modules/organisations/organisations.routes.ts';
import { membersRoutes } from './modules/organisations/members.routes.ts';
import { invitationsRoutes } from './modules/organisations/invitations.routes.ts';
import { domainsRoutes } from './modules/organisations/domains.routes.ts';
import { joinRequestsRoutes } from './modules/organisations/join-requests.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { ssoRoutes } from './modules/auth/sso.routes.ts';
import { captchaRoutes } from './modules/auth/captcha.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { domainApprovalsRoutes } from './modules/admin/domain-approvals.routes.ts';
import { contentEditingRoutes } from './modules/content/content-editing.routes.ts';
import { imiRoutes } from './modules/imi/imi.routes.ts';
import { imiFlagsRoutes } from './modules/imi/imi-flags.routes.ts';
import { swipeGameRoutes } from './modules/swipe-game/swipe-game.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { dataExportRoutes } from './modules/privacy/data-export.routes.ts';
import compress from '@fastify/compress';
import { authBridgeRoutes } from './modules/auth/auth-bridge.routes.ts';
import { otpRoutes } from './modules/auth/otp.routes.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerRequestLimits } from './modules/rate-limit/request-limits.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createResponseSerializer } from './lib/response-serializer.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerCompressedAnswers } from './plugins/compressed-answers.ts';
import { registerNulRefusal } from './plugins/nul-characters.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { fontsRoutes } from './modules/fonts/fonts.routes.ts';
import { featuresRoutes } from './modules/features/features.routes.ts';
import { RequestLog } from './plugins/logging.ts';
import { createLogger } from './logger.ts';
import { createServices } from './services.ts';

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
  const log = createLogger(config, { enabled: logger, stream: logStream });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  // A broken content file stops the start here, naming the file and what is wrong.
  const programme = loadProgramme(config.contentDir);
  const { replacedEdits } = await importProgramme(database.db, programme);
  if (replacedEdits.length)
    log.warn(
      { items: replacedEdits },
      'content files changed items edited in the app: the files win, the edits are in their history',
    );
  const services = createServices({ config, database, log });
  const { redis, storage, realtime } = services;

  const app = Fastify({
    loggerInstance: log,
    // One debug line per request: at the usual level only start-up, warnings and errors.
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  // One warning when Redis goes away and one note when it is back, not one per retry.
  let isRedisAway = false;
  redis?.on('error', (error: Error) => {
    if (!isRedisAway) log.warn(`Redis is not reachable (${error.message}); retrying`);
    isRedisAway = true;
  });
  redis?.on('ready', () => {
    if (isRedisAway) log.info('Redis is reachable again');
    isRedisAway = false;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ compareWithZod: config.checkAnswers }));
  registerErrorHandler(app);
  registerNulRefusal(app);
  registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    frameAncestorsOf: services.frameAncestorsOf,
  });
  // Before every route: each one gets the default limit.
  registerRequestLimits(app, {
    settings: config.requestLimits,
    redis,
    signedUserOf: services.signedUserOf,
  });
  await registerOpenApi(app, config);
  // API answers over 1 KB travel compressed (a week's modules: 15 KB → 3 KB on a phone's line).
  // Built files come precompressed from disk (web-app.ts); Imi's stream writes past this.
  // No client sends a compressed body: the decompression hooks would run on every request.
  // An answer sent before goes in the form kept from then (compressed-answers.ts).
  registerCompressedAnswers(app);
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  await app.register(healthRoutes, services);
  await app.register(featuresRoutes, services);
  await app.register(authBridgeRoutes, services);
  await app.register(otpRoutes, services);
  await app.register(usersRoutes, services);
  await app.register(remindersRoutes, services);
  await app.register(realtimeRoutes, services);
  await app.register(programmeRoutes, services);
  await app.register(spacedReviewRoutes, services);
  await app.register(onboardingRoutes, services);
  await app.register(consentRoutes, services);
  await app.register(assignmentsRoutes, services);
  await app.register(resumableUploadsRoutes, services);
  await app.register(reviewRoutes, services);
  await app.register(reviewResponsesRoutes, services);
  await app.register(storyRoutes, services);
  await app.register(swipeGameRoutes, services);
  await app.register(imiRoutes, services);
  await app.register(imiFlagsRoutes, services);
  await app.register(adminRoutes, services);
  await app.register(domainApprovalsRoutes, services);
  await app.register(contentEditingRoutes, services);
  await app.register(accountRoutes, services);
  await app.register(accountPictureRoutes, services);
  await app.register(accountPhonesRoutes, services);
  await app.register(reverificationRoutes, services);
  await app.register(accountWalletsRoutes, services);
  await app.register(dataExportRoutes, services);
  await app.register(organisationsRoutes, services);
  await app.register(membersRoutes, services);
  await app.register(invitationsRoutes, services);
  await app.register(domainsRoutes, services);
  await app.register(joinRequestsRoutes, services);
  await app.register(groupsRoutes, services);
  await app.register(ssoRoutes, services);
  await app.register(captchaRoutes, services);
  if (!config.isProduction) await app.register(devMailRoutes, services);
  await app.register(fontsRoutes, services);
  await registerWebApp(app, config.webDistDir);

  const { fileSweep, retention, crisisAlerts, jobs } = services;
  app.addHook('onReady', async () => {
    await jobs.start();
    fileSweep.start();
    retention.start();
    crisisAlerts.start();
    // Imi's classifier and knowledge are built on first use; built now, the first learners'
    // messages do not wait for them (not in tests, where most apps never ask Imi).
    if (config.env !== 'test') {
      void services.imiDecisions
        .warmUp(programme)
        // Built on the first question instead (a start that is stopping at once, say).
        .catch((error: unknown) => log.warn({ err: error }, 'Imi warm-up left for later'));
    }
  });

  app.addHook('onClose', async () => {
    await fileSweep.stop();
    await retention.stop();
    await crisisAlerts.stop();
    await services.imiDecisions.close();
    await jobs.stop();
    await services.background.settle();
    await realtime.close();
    redis?.disconnect();
    await storage.close();
    await database.close();
  });
  return { app, services };
}
