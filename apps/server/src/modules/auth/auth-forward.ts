import {
  AUTH_ROUTE,
  authPathOf,
  type Endpoint,
  phoneSchema,
  requestEmailLink,
  requestPasswordResetOtp,
  resetPasswordWithOtp,
  sendPhoneSignInCode,
  sendVerificationOtp,
  signInWithEmailOtp,
  signInWithPassword,
  signUpWithEmail,
  verifyEmailWithOtp,
  verifyPhoneSignInCode,
} from '@leerloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { Auth } from './auth.ts';
import {
  type BetterAuthErrorBody,
  isFailedAttempt,
  isWrongCode,
  toAppError,
} from './auth-errors.ts';
import { deviceIdOf, type KnownDevices } from './known-devices.ts';
import type { SignInAccountsRepository } from './sign-in-accounts.repository.ts';
import { codeRequired, codeRequiredScope, type SignInGuard } from './sign-in-guard.ts';
import type { PrepareSignUp } from './sign-up.ts';

/** The password sign-in: after too many failures it asks an e-mailed code as well. */
const PASSWORD_SIGN_IN = authPathOf(signInWithPassword);
const SIGN_UP = authPathOf(signUpWithEmail);
const PHONE_CODE_SEND = authPathOf(sendPhoneSignInCode);
/** Better Auth endpoints that take an e-mailed or texted one-time code. */
const codeEntryPaths = new Set<string>(
  [signInWithEmailOtp, verifyEmailWithOtp, resetPasswordWithOtp, verifyPhoneSignInCode].map(
    authPathOf,
  ),
);
/** Better Auth endpoints where a wrong secret counts as a failed sign-in. */
const guardedPaths = new Set<string>([PASSWORD_SIGN_IN, ...codeEntryPaths]);
/** Better Auth endpoints that e-mail (or text) a code or link. */
const codeSendingPaths = new Set<string>([
  ...[sendVerificationOtp, requestPasswordResetOtp, requestEmailLink, sendPhoneSignInCode].map(
    authPathOf,
  ),
  // Better Auth's own, which no page of ours calls: counted all the same.
  '/forget-password/email-otp',
  '/send-verification-email',
]);
/** Endpoints where a client has mail sent to an address it names: the mail limits count them. */
const mailingPaths = new Set(
  [...codeSendingPaths, SIGN_UP].filter((path) => path !== PHONE_CODE_SEND),
);

/** How a forwarded call differs from the request it is made for. */
interface ForwardOptions {
  method?: string;
  query?: Record<string, string>;
  /** A code sent because the right password was just given. */
  isPasswordProven?: boolean;
}

/** The body a declared endpoint takes. */
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;

/**
 * Calls a Better Auth endpoint for a request: one declared in the contracts (its method, and a
 * body of its fields; the request's own body by default), or any path of Better Auth's (the
 * bridge's catch-all, with the request's method).
 */
export interface ForwardToAuth {
  <E extends Endpoint>(
    request: FastifyRequest,
    declared: E,
    body?: BodyOf<E>,
    options?: ForwardOptions,
  ): Promise<Response>;
  (
    request: FastifyRequest,
    path: string,
    body?: unknown,
    options?: ForwardOptions,
  ): Promise<Response>;
}

/**
 * Calls Better Auth's endpoints for a request (auth-bridge.routes.ts, otp.routes.ts). Sign-in
 * attempts pass the shared limiter first, a Better Auth error comes back as our AppError, and a
 * 2xx Response is returned as is.
 */
export function createAuthForward({
  auth,
  config,
  accounts,
  knownDevices,
  signInGuard,
  mailLimits,
  prepareSignUp,
  background,
  isDatabaseWorking,
}: {
  auth: Pick<Auth, 'handler'>;
  config: Pick<Config, 'baseUrl' | 'newDeviceCheck'>;
  accounts: Pick<SignInAccountsRepository, 'primaryEmailOf' | 'accountOfPhone'>;
  knownDevices: Pick<KnownDevices, 'isKnownTo'>;
  signInGuard: SignInGuard;
  mailLimits: Pick<MailLimits, 'take'>;
  prepareSignUp: PrepareSignUp;
  background: Pick<BackgroundTasks, 'run'>;
  /** Whether the database answers (Better Auth says 500 for anything that fails inside). */
  isDatabaseWorking(): Promise<boolean>;
}): ForwardToAuth {
  /** Whether this browser signed in to the account with this address before. */
  const isKnownBrowser = async (request: FastifyRequest, accountEmail: string | undefined) =>
    accountEmail !== undefined &&
    knownDevices.isKnownTo(accountEmail, deviceIdOf(request.headers.cookie));

  return async function forwardToAuth(
    request: FastifyRequest,
    target: Endpoint | string,
    body: unknown = request.body,
    {
      method = typeof target === 'string' ? request.method : target.method,
      query,
      isPasswordProven = false,
    }: ForwardOptions = {},
  ): Promise<Response> {
    const path = typeof target === 'string' ? target : authPathOf(target);
    // Any verified address of an account signs in to it (Better Auth knows the primary one only).
    const typed = emailOf(body);
    const email = typed && (await accounts.primaryEmailOf(typed));
    if (email && email !== typed) body = { ...(body as object), email };
    // A phone number signs in to its account: that account's limits count (the number's own
    // when it has none, so an unknown number is treated alike).
    const phone = phoneOf(body);
    const accountEmail = email ?? (phone && (await accounts.accountOfPhone(phone))?.email);
    const guardKey = accountEmail ?? (phone && `phone:${phone}`);
    const isGuarded = guardKey !== undefined && guardedPaths.has(path);
    // Issue 18: many failures for the account or from this address make the password alone not
    // enough from a new browser; a wrong and a right password then answer alike.
    const codeRequiredSeconds =
      isGuarded && path === PASSWORD_SIGN_IN
        ? await signInGuard.codeRequiredFor(guardKey, request.ip)
        : 0;
    if (guardKey && codeSendingPaths.has(path)) {
      const isKnownDevice =
        !isPasswordProven &&
        accountEmail !== undefined &&
        (await isKnownBrowser(request, accountEmail));
      await signInGuard.assertMaySendCode(guardKey, {
        ip: request.ip,
        isPasswordProven,
        isKnownDevice,
      });
    }
    // Counted per request, whether or not the address has an account (no enumeration).
    if (mailingPaths.has(path) && !isPasswordProven) await mailLimits.take(request.ip);
    // Spec §8: a sign-up proves it is no bot first (proof-of-work); that, and an optional phone
    // number, are ours, not Better Auth's.
    const signUp = path === SIGN_UP ? await prepareSignUp(body) : undefined;
    if (signUp) body = signUp.fields;

    const url = new URL(`${AUTH_ROUTE}${path}`, config.baseUrl);
    url.search = query
      ? new URLSearchParams(query).toString()
      : new URL(request.url, config.baseUrl).search;
    const response = await codeRequiredScope.run(codeRequiredSeconds > 0, () =>
      auth.handler(toFetchRequest(request, method, url, body)),
    );
    // Better Auth answers 500 for any failure inside; when the database is away, say so (503).
    if (response.status >= 500 && !(await isDatabaseWorking())) {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    if (response.status >= 400) {
      // A sign-up refused for its fields may try again with the same proof of work.
      await signUp?.refused();
      const body = (await response.json().catch(() => null)) as BetterAuthErrorBody;
      let error = toAppError(response.status, body, config.baseUrl);
      // Better Auth tells a code tried too often apart only where one was sent, so for an
      // address with an account: our own count of wrong codes answers instead, alike for all.
      if (isGuarded && codeEntryPaths.has(path) && isWrongCode(error))
        error = new AppError(
          (await signInGuard.recordWrongCode(guardKey)) ? 'TOO_MANY_CODE_ATTEMPTS' : 'INVALID_CODE',
        );
      // A password sign-in of an unconfirmed address mails a new confirmation code.
      if (isGuarded && error.code === 'EMAIL_NOT_VERIFIED')
        await signInGuard.recordCodeSent(guardKey);
      if (isGuarded && isFailedAttempt(error))
        await signInGuard.recordFailure(guardKey, request.ip);
      /** A code mailed because the secret was right; its budget spent, the answer stays the same. */
      const mailCodeAfterPassword = (codeSending: Endpoint, codeBody: object) =>
        forwardToAuth(request, codeSending, codeBody, { isPasswordProven: true }).catch(
          (refusal: unknown) => {
            if (!(refusal instanceof AppError && refusal.code === 'RATE_LIMITED')) throw refusal;
          },
        );
      /** The sign-in code, mailed after the answer: how long mail takes must not tell the password was right. */
      const mailSignInCodeLater = (to: string) =>
        background.run(() =>
          mailCodeAfterPassword(sendVerificationOtp, { email: to, type: 'sign-in' }),
        );
      if (
        codeRequiredSeconds > 0 &&
        (isFailedAttempt(error) || error.code === 'SIGN_IN_CODE_REQUIRED')
      ) {
        // Only the right password mails a code: wrong guesses cannot flood the owner's inbox.
        if (email && error.code === 'SIGN_IN_CODE_REQUIRED') mailSignInCodeLater(email);
        throw codeRequired(codeRequiredSeconds);
      }
      // The secret was right but a new password is required: the code to set it is mailed now.
      if (accountEmail && isGuarded && error.code === 'PASSWORD_RESET_REQUIRED')
        await mailCodeAfterPassword(requestPasswordResetOtp, { email: accountEmail });
      // The password was right on a browser never seen: the sign-in goes on with an e-mailed code.
      if (email && isGuarded && error.code === 'NEW_DEVICE') mailSignInCodeLater(email);
      // Issue 18: on a browser the account never used, a wrong password (or an unknown account)
      // answers as the right one does, so the answer never confirms a guessed password.
      if (path === PASSWORD_SIGN_IN && isGuarded && error.code === 'INVALID_CREDENTIALS') {
        if (config.newDeviceCheck && !(await isKnownBrowser(request, accountEmail)))
          throw new AppError('NEW_DEVICE');
      }
      throw error;
    }
    // A banned user is refused by the admin plugin when the session would be made, so only
    // someone who got the secret right learns of the ban (no enumeration).
    if (isGuarded) await signInGuard.recordSuccess(guardKey);
    // A code went out (or would have, for an address without an account): new tries.
    if (guardKey && (codeSendingPaths.has(path) || signUp))
      await signInGuard.recordCodeSent(guardKey);
    await signUp?.done(response);
    return response;
  };
}

const phoneOf = (body: unknown) => {
  const parsed = phoneSchema.safeParse((body as { phone?: unknown } | undefined)?.phone);
  return parsed.success ? parsed.data : undefined;
};

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
};

function toFetchRequest(request: FastifyRequest, method: string, url: URL, body: unknown) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-forwarded-for', request.ip);
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/** Copies Better Auth's cookies (the session) onto our reply. */
export function copyCookies(reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  copyCookies(reply, response);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
