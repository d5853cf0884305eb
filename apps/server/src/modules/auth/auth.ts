import {
  AUTH_ROUTE,
  authPathOf,
  MAX_NAME_LENGTH,
  signInWithEmailOtp,
  toLanguage,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  verifyEmailWithOtp,
  verifyMagicLink,
  webLinks,
} from '@leerloop/contracts';
import { betterAuth } from 'better-auth';
import {
  admin,
  emailOTP,
  genericOAuth,
  jwt,
  magicLink,
  multiSession,
  organization,
  username,
} from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { SecondaryStorage } from './auth-cache.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { identityOf, type Sessions } from './session-identity.ts';
import type { Storage } from '../../storage/storage.ts';
import { ownPictureKey } from '../../lib/square-pictures.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { codeMail, linkMail } from '../mail/templates.ts';
import { authInputPolicy } from './auth-input-policy.ts';
import type { RecordImpersonation } from './impersonation-log.ts';
import { joinConnectionOrganisation, ssoProviders } from './sso.ts';
import type { KnownDevices } from './known-devices.ts';
import type { SmsSender } from './sms.ts';
import { createSecondStep } from './second-step.ts';
import { phoneSignIn } from './phone-sign-in.ts';
import type { SecondSteps } from './second-steps.ts';
import { createSessionHooks } from './session-hooks.ts';
import type { SignInAccountsRepository } from './sign-in-accounts.repository.ts';
import type { AuthLog } from '../../plugins/logging.ts';
import {
  ACCESS_TOKEN_LIFETIME,
  EMAIL_LINK_EXPIRES_MINUTES,
  IMPERSONATION_SECONDS,
  ONE_TIME_CODE_ATTEMPTS,
  OTP_EXPIRES_MINUTES,
} from './auth-settings.ts';

/** Endpoints whose user update is the verification of the address. */
const addressVerifyingPaths = new Set<string>(
  [verifyEmailWithOtp, signInWithEmailOtp, verifyMagicLink].map(authPathOf),
);

/**
 * Better Auth on our database, with its plugins and our rules at its hooks; what those read and
 * write comes in built (services.ts).
 */
export function createAuth({
  config,
  database,
  mailer,
  storage,
  cache,
  onAddressVerified = async () => {},
  log,
  sms,
  accounts,
  sessions,
  secondSteps,
  knownDevices,
  recordImpersonation,
}: {
  config: Pick<
    Config,
    'baseUrl' | 'authSecret' | 'trustedOrigins' | 'env' | 'ssoConnections' | 'newDeviceCheck'
  >;
  /** Better Auth's own tables, through its adapter. */
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where the learner's uploaded files live: they go with the account. */
  storage: Storage;
  /** Redis in the scale-out setup: sessions and codes are read from it, kept in the database too. */
  cache?: SecondaryStorage;
  /** A user's address was just verified (sign-up, link, school sign-in): organisations enroll. */
  onAddressVerified?: (userId: string, email: string) => Promise<void>;
  /** Where Better Auth's messages go: the server's log (its own console lines otherwise). */
  log?: AuthLog;
  /** Where texted codes go (the local outbox; see sms.ts). */
  sms: SmsSender;
  accounts: SignInAccountsRepository;
  sessions: Pick<Sessions, 'find' | 'organisationForNewSession'>;
  secondSteps: SecondSteps;
  knownDevices: KnownDevices;
  recordImpersonation: RecordImpersonation;
}) {
  const { db } = database;
  const languageOf = async (email: string) =>
    toLanguage((await accounts.accountOfEmail(email))?.langSelected);

  const secondStep = createSecondStep({ sms, secondSteps });

  // A deleted account's files: read before the rows go (the delete cascades), removed after.
  const filesOfDeleted = new Map<string, string[]>();

  return betterAuth({
    appName: 'Leerloop',
    baseURL: config.baseUrl,
    basePath: AUTH_ROUTE,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db, type: database.driver === 'PostgreSQL' ? 'postgres' : 'sqlite' },
    telemetry: { enabled: false },
    // The server's log decides what is shown (LOG_LEVEL); Better Auth passes everything on.
    logger: log ? { level: 'debug', log } : { level: config.env === 'test' ? 'error' : 'warn' },
    // Our own limiter (per account and per address, shared by every instance) guards sign-in.
    rateLimit: { enabled: false },
    advanced: {
      // The bridge passes Fastify's (proxy-aware) client address in this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // /iframe on a school's site (PRODUCT.md): only SameSite=None (always with Secure) lets the
      // session reach a frame whose parent is another site. Over https; plain http keeps Lax,
      // since Safari drops Secure cookies even on localhost (a local Leerloop must sign in
      // there). The test server has it too: its browser, Chromium, takes them on localhost.
      ...((config.baseUrl.startsWith('https://') || config.env === 'test') && {
        defaultCookieAttributes: { sameSite: 'none' as const, secure: true },
      }),
      // Better Auth reads NODE_ENV from the process (vitest sets 'test') to skip its origin
      // check; the app's own setting decides, so a test app built as development checks it.
      disableOriginCheck: config.env === 'test',
    },
    user: {
      // Spec §5: deleting the account, confirmed by typing 'Delete account' (auth-input-policy).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          // The profile picture goes too: only one in the user's own folder (account-picture.ts).
          const picture = ownPictureKey('avatars', user.id, user.image);
          filesOfDeleted.set(user.id, [
            ...(await accounts.answerFilesOf(user.id)),
            ...(picture ? [picture] : []),
          ]);
        },
        afterDelete: async (user) => {
          const keys = filesOfDeleted.get(user.id) ?? [];
          filesOfDeleted.delete(user.id);
          await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
        },
      },
      additionalFields: {
        // Required at sign-up (auth-input-policy); a connection may leave one out, asked later.
        firstName: { type: 'string', required: true, defaultValue: '' },
        lastName: { type: 'string', required: true, defaultValue: '' },
        // The names an organisation's connection provides (sso.ts), as a JSON list. Not `input:
        // false` (that would drop it from the connection's profile too): auth-input-policy
        // refuses it from anyone else.
        ssoFields: { type: 'string', required: false },
        langSelected: { type: 'string', required: false, defaultValue: 'nl' },
      },
    },
    // A connection's verified address may sign in to an existing account with that address.
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: config.ssoConnections.map((connection) => connection.id),
        // A signed-in learner may link their school account, whose address is the school's.
        allowDifferentEmails: true,
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The new password is set: a required reset is done.
      onPasswordReset: ({ user }) => accounts.passwordResetDone(user.id),
    },
    emailVerification: { sendOnSignIn: true, autoSignInAfterVerification: true },
    session: {
      // Issue 8: a session lasts seven days from its last use (renewed at most once a day).
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Better Auth's own "fresh session" rule (a day from sign-in) would refuse the device list
      // and a delete of day-old sessions; our ten-minute check (reverification.ts) guards instead.
      freshAge: 0,
      // The database stays the truth; Redis only spares it the reads (see auth-cache.ts).
      storeSessionInDatabase: true,
    },
    secondaryStorage: cache,
    verification: { storeInDatabase: true },
    hooks: { before: authInputPolicy, after: secondStep.afterPasswordlessSignIn },
    databaseHooks: {
      account: {
        create: {
          after: (account) => joinConnectionOrganisation(db, config.ssoConnections, account),
        },
      },
      // Issue 9: an address verified now may be at an organisation's verified domain.
      user: {
        create: {
          after: async (user) => {
            if (user.emailVerified) await onAddressVerified(user.id, user.email);
          },
        },
        update: {
          after: async (user, context) => {
            if (user.emailVerified && addressVerifyingPaths.has(context?.path ?? ''))
              await onAddressVerified(user.id, user.email);
          },
        },
      },
      // The checks before a session is made, its organisation, the audit log (session-hooks.ts).
      session: createSessionHooks({
        newDeviceCheck: config.newDeviceCheck,
        accounts,
        sessions,
        knownDevices,
        recordImpersonation,
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_EXPIRES_MINUTES * 60,
        allowedAttempts: ONE_TIME_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          const mail = codeMail(type, otp, await languageOf(email), OTP_EXPIRES_MINUTES);
          await mailer.send({ to: email, ...mail });
        },
      }),
      jwt({
        jwt: {
          expirationTime: ACCESS_TOKEN_LIFETIME,
          issuer: config.baseUrl,
          audience: config.baseUrl,
          // The session id lets the API refuse a token as soon as its session is signed out.
          // The organisation claims (spec §3) tell a client where it works; the API reads
          // them afresh with the session, so a stale token grants nothing.
          definePayload: async ({ user, session }) => {
            const { sessionId: sid, ...org } = identityOf(
              session.id,
              (await sessions.find(session.id))?.org ?? null,
            );
            return { sid, email: user.email, ...org };
          },
        },
        disableSettingJwtHeader: true,
      }),
      organization({ creatorRole: 'admin' }),
      secondStep.plugin,
      // An optional username in the profile (sign-in stays by e-mail, spec §5).
      username({
        minUsernameLength: USERNAME_MIN_LENGTH,
        maxUsernameLength: MAX_NAME_LENGTH,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      // Sign-in by a link in an e-mail (for a new account it confirms the address too): only for
      // existing accounts (nothing is sent otherwise, the answer is the same), hashed, once, 10 min.
      magicLink({
        expiresIn: EMAIL_LINK_EXPIRES_MINUTES * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        async sendMagicLink({ email, token }) {
          const account = await accounts.accountOfEmail(email);
          if (!account) return;
          const isSignUp = !account.emailVerified;
          const url = new URL(
            isSignUp ? webLinks.signUpContinue : webLinks.emailSignIn,
            config.baseUrl,
          );
          url.searchParams.set('token', token);
          // A new account's unconfirmed address: the link confirms it (sign-up by e-mail link).
          const mail = linkMail(
            isSignUp ? 'sign-up' : 'sign-in',
            url.toString(),
            toLanguage(account.langSelected),
            EMAIL_LINK_EXPIRES_MINUTES,
          );
          await mailer.send({ to: email, ...mail });
        },
      }),
      // Platform admins (user.role 'admin'): impersonation. Its other endpoints are not exposed
      // (auth-bridge.routes.ts); our /api/admin routes list, unlock and ban.
      admin({
        adminRoles: ['admin'],
        defaultRole: 'user',
        impersonationSessionDuration: IMPERSONATION_SECONDS,
      }),
      // Enterprise SSO: each organisation's OpenID Connect connection (SSO_CONNECTIONS).
      ...(config.ssoConnections.length
        ? [genericOAuth({ config: ssoProviders(config.ssoConnections) })]
        : []),
      // Sign-in by a texted code, and which second steps a sign-in may use.
      phoneSignIn({ sms, accounts, secondSteps }),
      // Several accounts signed in on one device, and a switch between them.
      multiSession({ maximumSessions: 5 }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
