import { realtimeRefs, webLinks } from '@leerloop/contracts';
import type { Config } from './config.ts';
import { type DatabaseHandle, isDatabaseWorking } from './db/database.ts';
import { AppError } from './lib/app-error.ts';
import { createJobs } from './jobs/create-jobs.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { createSquarePictures } from './lib/square-pictures.ts';
import type { Logger } from './logger.ts';
import { createAccountEmails } from './modules/account/account-emails.ts';
import { createAccountPhones } from './modules/account/account-phones.ts';
import { createAccountPicture } from './modules/account/account-picture.ts';
import { createAccountSettingsRepository } from './modules/account/account-settings.repository.ts';
import { createAccountWallets } from './modules/account/account-wallets.ts';
import { createIdentifiersRepository } from './modules/account/identifiers.repository.ts';
import { createReverification } from './modules/account/reverification.ts';
import { createReverificationRepository } from './modules/account/reverification.repository.ts';
import { createSecondStepByText } from './modules/account/second-step-by-text.ts';
import { createAnswersRepository } from './modules/assignments/answers.repository.ts';
import { createAnswerFiles } from './modules/assignments/answer-files.ts';
import { createAssignmentsService } from './modules/assignments/assignments.service.ts';
import { createResumableUploads } from './modules/assignments/resumable-uploads.ts';
import { createBrainfoodService } from './modules/assignments/brainfood.service.ts';
import { createReviewService } from './modules/review/review.service.ts';
import { createReviewResponsesRepository } from './modules/assignments/review-responses.repository.ts';
import { createReviewResponsesService } from './modules/assignments/review-responses.service.ts';
import {
  createAccessTokenVerifier,
  createRequestClaims,
  createSignatureCheck,
  createSignedUserReader,
} from './modules/auth/access-token.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createAuthCache } from './modules/auth/auth-cache.ts';
import { createAuthCacheRepository } from './modules/auth/auth-cache.repository.ts';
import { createAuthForward } from './modules/auth/auth-forward.ts';
import { createCaptcha } from './modules/auth/captcha.ts';
import { createCaptchaRepository } from './modules/auth/captcha.repository.ts';
import { createEmailLinksRepository } from './modules/auth/email-links.repository.ts';
import { createImpersonationLog } from './modules/auth/impersonation-log.ts';
import { createImpersonationLogRepository } from './modules/auth/impersonation-log.repository.ts';
import { createKnownDevices } from './modules/auth/known-devices.ts';
import { createKnownDevicesRepository } from './modules/auth/known-devices.repository.ts';
import { createSecondSteps } from './modules/auth/second-steps.ts';
import { createSecondStepsRepository } from './modules/auth/second-steps.repository.ts';
import { createSessions } from './modules/auth/session-identity.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { createSignInAccountsRepository } from './modules/auth/sign-in-accounts.repository.ts';
import { createSignInGuard } from './modules/auth/sign-in-guard.ts';
import { createSignUp } from './modules/auth/sign-up.ts';
import { createSignUpRepository } from './modules/auth/sign-up.repository.ts';
import { createSmsSender } from './modules/auth/sms.ts';
import { createSmsOutboxRepository } from './modules/auth/sms-outbox.repository.ts';
import { createConsentRepository } from './modules/consent/consent.repository.ts';
import { createConsentService } from './modules/consent/consent.service.ts';
import { createCrisisAlerts } from './modules/imi/crisis/crisis-alerts.ts';
import { createCrisisAlertRecipientsRepository } from './modules/imi/crisis/crisis-alert-recipients.repository.ts';
import { createSecondOpinion } from './modules/imi/crisis/second-opinion.ts';
import { createImiFlagsService } from './modules/imi/imi-flags.service.ts';
import { createImiRepository } from './modules/imi/imi.repository.ts';
import { decideHere, decideInOwnThread } from './modules/imi/decision-thread.ts';
import { createImiService } from './modules/imi/imi.service.ts';
import { createImiProvider } from './modules/imi/providers/create-provider.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createMailLimits } from './modules/mail/mail-limits.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAdminUsers } from './modules/admin/admin-users.ts';
import { createDemoRepository } from './modules/demo/demo.repository.ts';
import { seedDemo } from './modules/demo/demo-seed.ts';
import { systemStatus } from './modules/health/system-status.ts';
import { createAccessCodes } from './modules/onboarding/access-codes.ts';
import { createOnboardingSteps } from './modules/onboarding/onboarding-steps.ts';
import { createDomainApprovals } from './modules/organisations/domain-approvals.ts';
import { createDomains } from './modules/organisations/domains.ts';
import { createDomainsRepository } from './modules/organisations/domains.repository.ts';
import { createFrameAncestors } from './modules/organisations/embedding.ts';
import { createInvitations } from './modules/organisations/invitations.ts';
import { createInvitationsRepository } from './modules/organisations/invitations.repository.ts';
import { createEnrollment, createJoinRequests } from './modules/organisations/join-requests.ts';
import { createJoinRequestsRepository } from './modules/organisations/join-requests.repository.ts';
import { createMembersRepository } from './modules/organisations/members.repository.ts';
import { createOrganisations } from './modules/organisations/organisations.ts';
import { createOrganisationsRepository } from './modules/organisations/organisations.repository.ts';
import { createPeopleRepository } from './modules/organisations/people.repository.ts';
import { createSharedMailDomains } from './modules/organisations/shared-mail-domains.ts';
import { createContentEditing } from './modules/content/content-editing.service.ts';
import { createContentEditingRepository } from './modules/content/content-editing.repository.ts';
import { createGroupCharts } from './modules/groups/group-charts.service.ts';
import { createGroupChartsRepository } from './modules/groups/group-charts.repository.ts';
import { createGroupExport } from './modules/groups/group-export.ts';
import { createGroupExportRepository } from './modules/groups/group-export.repository.ts';
import { createGroupOverview } from './modules/groups/group-overview.service.ts';
import { createGroupOverviewRepository } from './modules/groups/group-overview.repository.ts';
import { createGroupsRepository } from './modules/groups/groups.repository.ts';
import { createGroups } from './modules/groups/groups.service.ts';
import { createWeeklyDigest } from './modules/weekly-digest/weekly-digest.service.ts';
import { createWeeklyDigestRepository } from './modules/weekly-digest/weekly-digest.repository.ts';
import { createReminders } from './modules/reminders/reminders.service.ts';
import { createRemindersRepository } from './modules/reminders/reminders.repository.ts';
import { createWebPushSender, vapidKeysOf } from './modules/reminders/web-push-sender.ts';
import { createSpacedReview } from './modules/spaced-review/spaced-review.service.ts';
import { createSpacedReviewRepository } from './modules/spaced-review/spaced-review.repository.ts';
import { createDataExport } from './modules/privacy/data-export.ts';
import { createDataExportRepository } from './modules/privacy/data-export.repository.ts';
import { createRetention } from './modules/privacy/retention.ts';
import { createRetentionRepository } from './modules/privacy/retention.repository.ts';
import { createClientRequests } from './modules/client-requests/client-requests.ts';
import { createClientRequestsRepository } from './modules/client-requests/client-requests.repository.ts';
import { createProgrammeRepository } from './modules/programme/programme.repository.ts';
import { createProgrammeService } from './modules/programme/programme.service.ts';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.ts';
import { createDatabaseRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter, withFallback } from './modules/rate-limit/redis-rate-limiter.ts';
import { createStoryService } from './modules/story/story.service.ts';
import { createSwipeGameRepository } from './modules/swipe-game/swipe-game.repository.ts';
import { createSwipeGameService } from './modules/swipe-game/swipe-game.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import {
  callerOf,
  createAuthenticate,
  createBrowserCallerReader,
  createPlatformAdminOnly,
  type Guard,
  type Guards,
} from './plugins/authenticate.ts';
import { betterAuthToPino } from './plugins/logging.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';
import { createRedis } from './redis/redis.ts';
import { createStorage } from './storage/create-storage.ts';
import { createFileReferencesRepository } from './storage/file-references.repository.ts';
import { createFileSweep } from './storage/file-sweep.ts';

/**
 * The composition root (ARCHITECTURE.md): every repository and service of the app, built once
 * here, each with only what it needs. app.ts registers the routes with what this returns; a
 * route module never builds a service of its own. It is long on purpose: the whole wiring in
 * one place reads top to bottom, where split files would hide who gets what.
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
  // The caches of what every request reads (sessions, profiles) forget another instance's writes.
  database.writes.relay(realtime);
  const databaseLimiter = createDatabaseRateLimiter(createRateLimitRepository(db));
  const rateLimiter = redis
    ? withFallback(createRedisRateLimiter(redis), databaseLimiter, () =>
        log.warn('Redis is away: rate limits count in the database'),
      )
    : databaseLimiter;
  const mailLimits = createMailLimits(rateLimiter, config.mailLimits);
  const infrastructure = {
    config,
    database,
    mailer,
    redis,
    storage,
    realtime,
    rateLimiter,
    log,
    background: createBackgroundTasks((error) =>
      log.error({ err: error }, 'background task failed'),
    ),
    signInGuard: createSignInGuard(rateLimiter, config),
    mailLimits,
    // Issue 23: recurring and one-off jobs, each run by one instance (decision 043).
    jobs: createJobs({ database: config.database, db, log }),
  };

  // Repositories: the only code that reads and writes the database.
  const programmeRepository = createProgrammeRepository(database);
  const answersRepository = createAnswersRepository(database);
  const chats = createImiRepository(db);
  // Issue 23: groups (klassen); their codes join at onboarding, so built before it.
  const groupsRepository = createGroupsRepository(db);

  // Sign-in (auth, users): its repositories and services; Better Auth itself comes after the
  // organisations it enrolls through.
  const sessions = createSessions(createSessionsRepository(db), database.writes);
  const signInAccounts = createSignInAccountsRepository(database);
  const secondSteps = createSecondSteps(createSecondStepsRepository(db));
  const knownDevices = createKnownDevices(createKnownDevicesRepository(db));
  const smsOutbox = createSmsOutboxRepository(db);
  const sms = createSmsSender(smsOutbox);
  const captcha = createCaptcha({
    solutions: createCaptchaRepository(db),
    secret: config.authSecret,
    maxNumber: config.captchaMaxNumber,
  });
  const users = createUsersService({
    users: createUsersRepository(db, {
      ssoIds: config.ssoConnections.map((c) => c.id),
      writes: database.writes,
    }),
    ssoConnections: config.ssoConnections,
  });

  // Organisations (issue 9): members, invitations, domains, join requests. Built before the auth
  // that enrolls a newly verified address through them.
  const organisationsRepository = createOrganisationsRepository(db);
  const members = createMembersRepository(db);
  const people = createPeopleRepository(database);
  const domainsRepository = createDomainsRepository(database);
  const joinRequestsRepository = createJoinRequestsRepository(db);
  const isSharedMailDomain = createSharedMailDomains(config.sharedMailDomains);
  const logos = createSquarePictures({ storage }, 'logos');
  const organisations = createOrganisations({
    organisations: organisationsRepository,
    members,
    logos,
    active: {
      of: async (sessionId) => (await sessions.find(sessionId))?.org?.id ?? null,
      set: sessions.setOrganisation,
    },
  });
  const invitations = createInvitations({
    invitations: createInvitationsRepository(database),
    members,
    people,
    organisations,
    mailer,
    mailLimits,
    baseUrl: config.baseUrl,
  });
  const domainApprovals = createDomainApprovals({
    domains: domainsRepository,
    organisations: organisationsRepository,
    people,
    isSharedMailDomain,
    mailer,
    baseUrl: config.baseUrl,
  });
  const organisationServices = {
    organisations,
    logos,
    invitations,
    domains: createDomains({
      domains: domainsRepository,
      people,
      organisations,
      approvals: domainApprovals,
      isSharedMailDomain,
      signInGuard: infrastructure.signInGuard,
      mailer,
    }),
    domainApprovals,
    joinRequests: createJoinRequests({
      requests: joinRequestsRepository,
      organisations,
      invitations,
    }),
    frameAncestorsOf: createFrameAncestors({
      organisations: organisationsRepository,
      iframeOrigins: config.iframeOrigins,
    }),
    onboardingSteps: createOnboardingSteps({
      members,
      requests: joinRequestsRepository,
      programme: programmeRepository,
    }),
    accessCodes: createAccessCodes({
      organisations: organisationsRepository,
      members,
      groups: groupsRepository,
      limiter: rateLimiter,
      isDemoSeeded: config.seedDemo,
    }),
  };
  const enroll = createEnrollment({
    domains: domainsRepository,
    members,
    requests: joinRequestsRepository,
    invitations,
    isSharedMailDomain,
  });
  const auth = createAuth({
    config,
    database,
    mailer,
    storage,
    cache:
      redis &&
      createAuthCache({
        redis,
        invalidations: createAuthCacheRepository(db),
        warn: (message) => log.warn(message),
      }),
    onAddressVerified: enroll,
    log: betterAuthToPino(log),
    sms,
    accounts: signInAccounts,
    sessions,
    secondSteps,
    knownDevices,
    recordImpersonation: createImpersonationLog(createImpersonationLogRepository(db)),
  });
  const isDatabaseUp = () => isDatabaseWorking(db);
  // One signature check (and its memory of good tokens) for the guard and the request limits.
  const claimsOf = createSignatureCheck({
    auth,
    isDatabaseWorking: isDatabaseUp,
    baseUrl: config.baseUrl,
  });
  const requestClaimsOf = createRequestClaims(claimsOf);
  const { verifyAccessToken, verifyRequest } = createAccessTokenVerifier({
    claimsOf,
    requestClaimsOf,
    sessions,
  });
  const signIn = {
    auth,
    sessions,
    signInAccounts,
    secondSteps,
    knownDevices,
    sms,
    captcha,
    verifyAccessToken,
    forwardToAuth: createAuthForward({
      auth,
      config,
      accounts: signInAccounts,
      knownDevices,
      signInGuard: infrastructure.signInGuard,
      mailLimits,
      prepareSignUp: createSignUp({ captcha, accounts: createSignUpRepository(db) }),
      background: infrastructure.background,
      isDatabaseWorking: isDatabaseUp,
    }),
    emailLinks: createEmailLinksRepository(db),
    setSessionOrganization: sessions.setOrganisation,
  };

  const consent = createConsentService({
    consents: createConsentRepository(database),
    mailer,
    baseUrl: config.baseUrl,
    takeMail: (clientAddress) => mailLimits.take(clientAddress),
    onChange: (userId) => realtime.publish(realtimeRefs.user(userId)),
  });
  // Account: the profile's e-mail addresses, phone numbers, wallets, picture and texted second
  // step, and the reverification sensitive changes ask for (its guard is below).
  const identifiers = createIdentifiersRepository(database);
  const accountSettings = createAccountSettingsRepository(database);
  const { signInGuard } = infrastructure;
  const authContext = auth.$context;
  const reverification = createReverification({
    checks: createReverificationRepository(db),
    identifiers,
    signInGuard,
    mailer,
    authContext,
  });
  const account = {
    accountEmails: createAccountEmails({ identifiers, mailer, signInGuard, authContext }),
    accountPhones: createAccountPhones({ identifiers, sms, signInGuard }),
    secondStepByText: createSecondStepByText({
      settings: accountSettings,
      identifiers,
      secondStepsOf: secondSteps.of,
      authContext,
    }),
    accountWallets: createAccountWallets({ identifiers, authContext, baseUrl: config.baseUrl }),
    accountPicture: createAccountPicture({ settings: accountSettings, storage, authContext }),
  };
  const signedIn = createAuthenticate({ verifyRequest });
  const guards = {
    signedIn,
    coach: async (request) => {
      await signedIn(request);
      if (!(await answersRepository.isCoach(callerOf(request).userId)))
        throw new AppError('NOT_A_COACH');
    },
    platformAdmin: createPlatformAdminOnly({
      authenticate: signedIn,
      isPlatformAdmin: users.isPlatformAdmin,
    }),
    /** Issue 18: what a learner shares (uploads, Imi) needs an organisation, age or a parent. */
    consent: [
      signedIn,
      async (request) => consent.assertMayShare(callerOf(request).userId),
    ] satisfies Guard[],
    /** A sensitive change: the caller also proved who they are lately (issue 8). */
    sensitive: [
      signedIn,
      async (request) => reverification.assertRecent(callerOf(request).sessionId),
    ] satisfies Guard[],
  } satisfies Guards;

  const crisisAlerts = createCrisisAlerts({
    chats,
    recipients: createCrisisAlertRecipientsRepository(db),
    mailer,
    reviewUrl: `${config.baseUrl}${webLinks.review}`,
    groupUrl: (groupId) => `${config.baseUrl}${webLinks.group(groupId)}`,
    log,
  });
  const { openai } = config.imi;
  const secondOpinion = openai && createSecondOpinion(openai, log);
  // Issue 22: in a thread of its own but in tests, where most apps never ask Imi.
  const imiDecisions = config.imi.ownThread
    ? decideInOwnThread(programmeRepository, log, secondOpinion)
    : decideHere(programmeRepository, secondOpinion);

  // The platform admin's users (ban, sign-in lock, new password) and the system status.
  const platformAdmin = {
    adminUsers: createAdminUsers({
      users: createAdminRepository(database),
      signInGuard: infrastructure.signInGuard,
      endSessionsOf: async (userId) =>
        (await auth.$context).internalAdapter.deleteUserSessions(userId),
    }),
    systemStatus: () => systemStatus(infrastructure),
    // Issue 23 item 6: the programme edited in the app.
    contentEditing: createContentEditing({
      repository: createContentEditingRepository(db),
      members,
    }),
  };
  // The demo organisation and its people (SEED_DEMO): server.ts seeds it before listening.
  const demo = {
    seedDemo: () =>
      seedDemo({
        users: createDemoRepository(db),
        organisations: organisationsRepository,
        members,
        auth,
        dataDir: config.dataDir,
      }),
  };

  // Issue 23: groups (klassen), their timing and overview.
  const groups = createGroups({
    groups: groupsRepository,
    members,
    programme: programmeRepository,
  });
  const groupOverview = createGroupOverview({
    groupsService: groups,
    groups: groupsRepository,
    overview: createGroupOverviewRepository(db),
    programme: programmeRepository,
  });
  const groupServices = {
    groups,
    groupOverview,
    groupExport: createGroupExport({
      groupsService: groups,
      groupOverview,
      exports: createGroupExportRepository(db),
      programme: programmeRepository,
    }),
    groupCharts: createGroupCharts({
      groupsService: groups,
      charts: createGroupChartsRepository(database),
      programme: programmeRepository,
    }),
  };

  // Issue 23: each coach's Monday digest of their groups, as the group overview counts them.
  const weeklyDigest = createWeeklyDigest({
    digests: createWeeklyDigestRepository(db),
    groupOverview: groupServices.groupOverview,
    mailer,
    jobs: infrastructure.jobs,
    groupUrl: (groupId) => `${config.baseUrl}${webLinks.group(groupId)}`,
  });

  // Issue 24: a learner's reminders (their week opened, their assignment, their coach's reply).
  // Issue 24: the spaced review, whose cards start at a question's first answer in a module.
  const spacedReview = createSpacedReview({
    cards: createSpacedReviewRepository(db),
    programme: programmeRepository,
  });
  const programme = createProgrammeService(programmeRepository, {
    onFirstAnswer: spacedReview.firstAnswer,
  });
  const reminders = createReminders({
    reminders: createRemindersRepository(db),
    programme,
    programmeRepository,
    mailer,
    push: createWebPushSender({
      keys: vapidKeysOf(config.push.keys, config.dataDir),
      subject: config.push.subject,
    }),
    jobs: infrastructure.jobs,
    baseUrl: config.baseUrl,
    log,
  });

  const answers = createAssignmentsService({
    answers: answersRepository,
    programme: programmeRepository,
    files: createAnswerFiles(storage),
  });
  // Issue 24: file answers that resume after a dropped connection (tus), recorded by `answers`.
  const resumableUploads = createResumableUploads({ settings: config.storage, answers });

  return {
    ...infrastructure,
    ...groupServices,
    weeklyDigest,
    reminders,
    spacedReview,
    ...signIn,
    ...organisationServices,
    ...platformAdmin,
    ...demo,
    enroll,
    guards,
    signedUserOf: createSignedUserReader(requestClaimsOf),
    browserCallerOf: createBrowserCallerReader({ authenticate: signedIn, auth }),
    users,
    consent,
    reverification,
    ...account,
    programmeRepository,
    programme,
    story: createStoryService(programmeRepository),
    swipe: createSwipeGameService(programmeRepository, createSwipeGameRepository(db)),
    clientRequests: createClientRequests(createClientRequestsRepository(db), infrastructure.jobs),
    answers,
    resumableUploads,
    review: createReviewService({ answers: answersRepository, programme: programmeRepository }),
    brainfood: createBrainfoodService({
      answers: answersRepository,
      programme: programmeRepository,
    }),
    reviewResponses: createReviewResponsesService({
      responses: createReviewResponsesRepository(db),
      programme: programmeRepository,
      mailer,
      answerUrl: (answerId) => `${config.baseUrl}${webLinks.answer(answerId)}`,
    }),
    imiFlags: createImiFlagsService({ chats }),
    crisisAlerts,
    imiDecisions,
    imi: createImiService({
      programme: programmeRepository,
      chats,
      provider: createImiProvider(config.imi),
      dailyLimit: config.imi.dailyLimit,
      findUser: users.findById,
      decisions: imiDecisions,
      onCrisis: (_learnerId, messageId) => crisisAlerts.alert(messageId),
    }),
    dataExport: createDataExport({ exports: createDataExportRepository(db), storage }),
    outbox: { mail: createMailRepository(db), texts: smsOutbox },
    // Issue 18: files a crash left without a row, and broken-off uploads, are swept hourly.
    fileSweep: createFileSweep({
      storage,
      files: createFileReferencesRepository(db),
      log,
      graceMs: config.retention.leftoverFileHours * 60 * 60_000,
      removeExpiredUploads: resumableUploads.removeExpired,
    }),
    // Issue 18: chats, flags and sign-in records past their retention period go, daily.
    retention: createRetention({
      rows: createRetentionRepository(db),
      settings: config.retention,
      log,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
