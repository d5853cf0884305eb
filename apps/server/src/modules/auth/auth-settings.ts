/**
 * The sign-in settings other modules share (code and link lifetimes, tries, locks). A leaf:
 * it imports nothing, so a module reads them without pulling Better Auth's wiring in.
 */

/** How long an e-mailed or texted one-time code works. */
export const OTP_EXPIRES_MINUTES = 10;
/** Wrong tries before a one-time code stops working (a new one must be sent). */
export const ONE_TIME_CODE_ATTEMPTS = 5;
/** The e-mail link's lifetime; it works once. */
export const EMAIL_LINK_EXPIRES_MINUTES = 10;
export const ACCESS_TOKEN_LIFETIME = '15m';
/** Issue 8: failed second-step codes in a row before the second step locks, and for how long. */
export const SECOND_STEP_MAX_FAILURES = 10;
export const SECOND_STEP_LOCK_SECONDS = 60 * 60;
/** A platform admin's impersonation lasts at most an hour. */
export const IMPERSONATION_SECONDS = 60 * 60;
