import { type ErrorCode, errorCodes } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';

/** Better Auth's error codes, in ours. Anything else is mapped by its HTTP status. */
const fromBetterAuth: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'EMAIL_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_EXISTS',
  INVALID_OTP: 'INVALID_CODE',
  OTP_EXPIRED: 'INVALID_CODE',
  // An e-mailed code tried five times no longer works (forwardToAuth answers alike for all).
  TOO_MANY_ATTEMPTS: 'TOO_MANY_CODE_ATTEMPTS',
  INVALID_TOKEN: 'INVALID_CODE',
  USER_NOT_FOUND: 'INVALID_CODE',
  PASSWORD_TOO_SHORT: 'VALIDATION_ERROR',
  PASSWORD_TOO_LONG: 'VALIDATION_ERROR',
  INVALID_EMAIL: 'VALIDATION_ERROR',
  // Second step (twoFactor plugin) and the admin plugin.
  INVALID_BACKUP_CODE: 'INVALID_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'SIGN_IN_EXPIRED',
  // Five wrong codes end this sign-in attempt: start again with the password.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'SIGN_IN_EXPIRED',
  ACCOUNT_TEMPORARILY_LOCKED: 'SECOND_STEP_LOCKED',
  TOTP_ALREADY_ENABLED: 'AUTHENTICATOR_ALREADY_ON',
  // Texted codes as the second step are not on for this user (phone-sign-in.ts).
  OTP_NOT_CONFIGURED: 'SECOND_STEP_BY_TEXT_OFF',
  BANNED_USER: 'ACCOUNT_BANNED',
  USERNAME_IS_ALREADY_TAKEN: 'USERNAME_TAKEN',
  // A connection whose provider could not be reached (its discovery failed) is not usable now.
  PROVIDER_NOT_FOUND: 'SSO_UNAVAILABLE',
};

/**
 * Better Auth's refusals of a page on an address it does not trust (the request's Origin, or a
 * callback address the page built from its own): the page is on the wrong address.
 */
const wrongOriginCodes = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
]);

/** Where Leerloop runs, said instead of "no access" (issue 19): open it there. */
export const wrongOrigin = (appUrl: string) =>
  new AppError('WRONG_ORIGIN', { details: { appUrl } });

/** The username plugin's refusals: one field problem, spec §8 `form_username_invalid`. */
const usernameProblems = new Set(['INVALID_USERNAME', 'USERNAME_TOO_SHORT', 'USERNAME_TOO_LONG']);

const byStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 429
          ? 'RATE_LIMITED'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'VALIDATION_ERROR';

const isOurCode = (code: unknown): code is ErrorCode => errorCodes.includes(code as ErrorCode);

/** Turns a Better Auth error body into our AppError, so every 4xx has one shape. */
export type BetterAuthErrorBody = { code?: string; message?: string; path?: string } | null;

export function toAppError(status: number, body: BetterAuthErrorBody, appUrl?: string) {
  const code = body?.code;
  if (appUrl && code && wrongOriginCodes.has(code)) return wrongOrigin(appUrl);
  // A profile its school connection provides cannot be changed here (spec §5).
  if (code === 'PROFILE_READ_ONLY')
    return new AppError('PROFILE_READ_ONLY', { reason: 'not_allowed_access' });
  // Unlinking the only way in: spec §8 'You cannot delete your last identification.'
  if (code === 'FAILED_TO_UNLINK_LAST_ACCOUNT')
    return new AppError('LAST_SIGN_IN_METHOD', { reason: 'identification_deletion_failed' });
  // The current password of a signed-in change (password, second step, delete): spec §5/§8
  // 'Incorrect Password', a problem of that field (not a failed sign-in).
  if (code === 'INVALID_PASSWORD') {
    const path = body?.path || 'password';
    // The reason's text is 'Incorrect Password' too, as the field's (spec §8).
    return new AppError('VALIDATION_ERROR', {
      issues: [{ path, message: 'password_incorrect' }],
      reason: 'form_password_validation_failed',
    });
  }
  const mapped: ErrorCode = isOurCode(code)
    ? code
    : (code && fromBetterAuth[code]) || byStatus(status);
  // Our password policy reports a validation key as its message (see auth.ts).
  const key = body?.message && /^[a-z_]+$/.test(body.message) ? body.message : undefined;
  if (
    mapped === 'VALIDATION_ERROR' ||
    mapped === 'PASSWORD_PWNED' ||
    mapped === 'PASSWORD_TOO_WEAK'
  ) {
    const issueKey =
      key ??
      (code === 'USERNAME_TOO_LONG'
        ? 'max_length_exceeded'
        : code && usernameProblems.has(code)
          ? 'username_invalid'
          : code === 'PASSWORD_TOO_SHORT'
            ? 'password_min_length'
            : code === 'INVALID_EMAIL'
              ? 'email_invalid'
              : undefined);
    if (issueKey) {
      const path = body?.path || pathOf(code, issueKey);
      return new AppError(mapped, { issues: [{ path, message: issueKey }] });
    }
  }
  return new AppError(mapped);
}

const pathOf = (code: string | undefined, issueKey: string) =>
  code && usernameProblems.has(code)
    ? 'username'
    : issueKey.startsWith('email')
      ? 'email'
      : 'password';

/** A wrong one-time code, or one tried too often to work any more. */
export const isWrongCode = (error: AppError) =>
  error.code === 'INVALID_CODE' || error.code === 'TOO_MANY_CODE_ATTEMPTS';

/** Codes that mean "wrong secret": they count against the sign-in limits. */
export const isFailedAttempt = (error: AppError) =>
  error.code === 'INVALID_CREDENTIALS' || isWrongCode(error);
