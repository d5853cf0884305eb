import {
  MAX_NAME_LENGTH,
  toLanguage,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@leerloop/contracts';
import { APIError, betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import {
  admin,
  emailOTP,
  genericOAuth,
  jwt,
  magicLink,
  multiSession,
  organization,
  twoFactor,
  username,
} from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { SecondaryStorage } from './auth-cache.ts';
import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';
import { findSession, identityOf, organisationForNewSession } from './session-identity.ts';
import type { Storage } from '../../storage/storage.ts';
import { ownPictureKey } from '../../lib/square-pictures.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { codeMail, linkMail } from '../mail/templates.ts';
import { authInputPolicy } from './auth-input-policy.ts';
import { logImpersonation } from './impersonation-log.ts';
import { joinConnectionOrganisation, ssoProviders } from './sso.ts';
import { createKnownDevices, deviceIdOf } from './known-devices.ts';
import { codeText, createSmsOutbox } from './sms.ts';
import { phoneSignIn, primaryPhoneOf } from './phone-sign-in.ts';
import { codeRequiredScope } from './sign-in-guard.ts';
import type { AuthLog } from '../../plugins/logging.ts';
import {
  ACCESS_TOKEN_LIFETIME,
  EMAIL_LINK_EXPIRES_MINUTES,
  EMAIL_LINK_PATH,
  IMPERSONATION_SECONDS,
  ONE_TIME_CODE_ATTEMPTS,
  OTP_EXPIRES_MINUTES,
  SECOND_STEP_LOCK_SECONDS,
  SECOND_STEP_MAX_FAILURES,
  SIGN_UP_LINK_PATH,
} from './auth-settings.ts';

/** Sign-ins without a password that still need the second step when the user has one. */
const passwordlessSignInPaths = new Set([
  '/sign-in/email-otp',
  '/magic-link/verify',
  '/phone-code/verify',
]);
/** Endpoints whose user update is the verification of the address. */
const addressVerifyingPaths = new Set([
  '/email-otp/verify-email',
  '/sign-in/email-otp',
  '/magic-link/verify',
]);
export function createAuth({
  config,
  database,
  mailer,
  storage,
  cache,
  onAddressVerified = async () => {},
  log,
}: {
  config: Config;
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
}) {
  const { db } = database;
  const accountOf = (email: string) =>
    db
      .selectFrom('user')
      .select(['langSelected', 'emailVerified'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  const languageOf = async (email: string) => toLanguage((await accountOf(email))?.langSelected);

  // The local text-message outbox (the only SMS driver; see sms.ts).
  const sms = createSmsOutbox(db);

  // Second step: a code texted to the primary phone (when turned on, see phone-sign-in.ts), or
  // the authenticator app (TOTP) with single-use backup codes.
  const secondStep = twoFactor({
    issuer: 'Leerloop',
    otpOptions: {
      period: OTP_EXPIRES_MINUTES,
      storeOTP: 'hashed',
      allowedAttempts: ONE_TIME_CODE_ATTEMPTS,
      async sendOTP({ user, otp }) {
        const phone = await primaryPhoneOf(db, user.id);
        if (phone) await sms.send(phone, codeText(otp));
      },
    },
    backupCodeOptions: { amount: 10, length: 10 },
    accountLockout: {
      maxFailedAttempts: SECOND_STEP_MAX_FAILURES,
      durationSeconds: SECOND_STEP_LOCK_SECONDS,
    },
  });
  // The plugin asks for the second step after a password only; an e-mailed code or link is no
  // more than a password, so the same hook runs after those sign-ins too.
  const [askSecondStep] = secondStep.hooks.after;
  const noHook = createAuthMiddleware(async () => {});
  type HookContext = Parameters<typeof noHook>[0] & { path?: string };
  const afterSignIn = (context: HookContext) =>
    passwordlessSignInPaths.has(context.path ?? '')
      ? askSecondStep!.handler(context)
      : noHook(context);

  const knownDevices = createKnownDevices(db);

  // A deleted account's files: read before the rows go (the delete cascades), removed after.
  const filesOfDeleted = new Map<string, string[]>();

  return betterAuth({
    appName: 'Leerloop',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
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
          const rows = await db
            .selectFrom('answer')
            .select('fileKey')
            .where('userId', '=', user.id)
            .where('fileKey', 'is not', null)
            .execute();
          // The profile picture goes too: only one in the user's own folder (account-picture.ts).
          const picture = ownPictureKey('avatars', user.id, user.image);
          filesOfDeleted.set(user.id, [
            ...rows.map((row) => row.fileKey!),
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
      onPasswordReset: async ({ user }) => {
        await db
          .updateTable('user')
          .set({ passwordResetRequired: dbBoolean(database, false) })
          .where('id', '=', user.id)
          .execute();
      },
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
    hooks: { before: authInputPolicy, after: afterSignIn as typeof noHook },
    // Issue 8: every impersonation is written to the audit log, when it starts and when it ends.
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
      session: {
        create: {
          // Spec §4: after a required reset, no way in makes a session until the new password.
          before: async (session, context) => {
            // Issue 20 (decision 028): a new session works in the user's organisation.
            const inOrganisation = async () => ({
              data: {
                activeOrganizationId: await organisationForNewSession(db, session.userId),
              },
            });
            if (session.impersonatedBy) return inOrganisation();
            const deviceId = deviceIdOf(context?.headers?.get('cookie'));
            // Issue 18: after many failures for the account or from the address, the password
            // alone signs in only from a browser the account used before; elsewhere the code
            // mailed now finishes the sign-in (the same answer a wrong password gets).
            if (
              context?.path === '/sign-in/email' &&
              codeRequiredScope.getStore() &&
              !(await knownDevices.isKnown(session.userId, deviceId))
            )
              throw new APIError('FORBIDDEN', {
                code: 'SIGN_IN_CODE_REQUIRED',
                message: 'code required',
              });
            const user = await db
              .selectFrom('user')
              .select(['passwordResetRequired', 'twoFactorEnabled'])
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (user?.passwordResetRequired)
              throw new APIError('FORBIDDEN', {
                code: 'PASSWORD_RESET_REQUIRED',
                message: 'password reset required',
              });
            // Issue 8: a password alone from a browser never seen before asks an e-mailed code
            // (the authenticator, when there is one, already asks more).
            const isPasswordOnly = context?.path === '/sign-in/email' && !user?.twoFactorEnabled;
            if (
              config.newDeviceCheck &&
              isPasswordOnly &&
              !(await knownDevices.isKnown(session.userId, deviceId))
            )
              throw new APIError('FORBIDDEN', { code: 'NEW_DEVICE', message: 'new device' });
            return inOrganisation();
          },
          after: async (session, context) => {
            await knownDevices.remember(
              session.userId,
              deviceIdOf(context?.headers?.get('cookie')),
            );
            await logImpersonation(db, session, 'start');
          },
        },
        delete: { after: (session) => logImpersonation(db, session, 'stop') },
      },
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
              (await findSession(db, session.id))?.org ?? null,
            );
            return { sid, email: user.email, ...org };
          },
        },
        disableSettingJwtHeader: true,
      }),
      organization({ creatorRole: 'admin' }),
      secondStep,
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
          const account = await accountOf(email);
          if (!account) return;
          const isSignUp = !account.emailVerified;
          const url = new URL(isSignUp ? SIGN_UP_LINK_PATH : EMAIL_LINK_PATH, config.baseUrl);
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
      phoneSignIn({ database, sms }),
      // Several accounts signed in on one device, and a switch between them.
      multiSession({ maximumSessions: 5 }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
