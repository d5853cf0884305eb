import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

const OTP_SENDS_PER_WINDOW = 5;

/**
 * Failed sign-ins per account: after `maxFailures` within the window the account is locked for
 * `lockMs` (an hour by default), also for the right password; then it starts afresh. Failures
 * per address and code e-mails per address are limited in a sliding window. An address without
 * an account is counted the same way, so the answers never tell whether an account exists.
 */
export function createSignInGuard(limiter: RateLimiter, { signIn }: Config) {
  const accountBucket = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
  const addressBucket = (ip: string) => `sign-in:address:${ip}`;
  const sendBucket = (email: string) => `otp-send:${email.trim().toLowerCase()}`;
  const lockBucket = (email: string) => `sign-in:lock:${email.trim().toLowerCase()}`;

  const refuse = async (bucket: string, windowMs = signIn.windowMs) => {
    const retryAfterSeconds = await limiter.retryAfterSeconds(bucket, windowMs);
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const error = new AppError(
      'RATE_LIMITED',
      `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    );
    return Object.assign(error, { retryAfterSeconds });
  };

  return {
    /** Throws RATE_LIMITED while the account or the address has too many recent failures. */
    async assertMayTry(email: string, ip: string) {
      if ((await limiter.count(lockBucket(email), signIn.lockMs)) > 0) {
        throw await refuse(lockBucket(email), signIn.lockMs);
      }
      if (
        (await limiter.count(addressBucket(ip), signIn.windowMs)) >= signIn.maxFailuresPerAddress
      ) {
        throw await refuse(addressBucket(ip));
      }
    },
    async recordFailure(email: string, ip: string) {
      await limiter.hit(accountBucket(email));
      await limiter.hit(addressBucket(ip));
      if ((await limiter.count(accountBucket(email), signIn.windowMs)) >= signIn.maxFailures) {
        // Locked from now; after the lock the count starts again.
        await limiter.hit(lockBucket(email));
        await limiter.clear(accountBucket(email));
      }
    },
    /** Seconds until the account's lock lifts; 0 when it is not locked. */
    async lockedFor(email: string) {
      if ((await limiter.count(lockBucket(email), signIn.lockMs)) === 0) return 0;
      return limiter.retryAfterSeconds(lockBucket(email), signIn.lockMs);
    },
    /** An admin lifts a lock (and forgets the failures that led to it). */
    async lift(email: string) {
      await limiter.clear(lockBucket(email));
      await limiter.clear(accountBucket(email));
    },
    async recordSuccess(email: string) {
      await limiter.clear(accountBucket(email));
    },
    /** Throws RATE_LIMITED when too many codes were e-mailed to this address recently. */
    async assertMaySendCode(email: string) {
      if ((await limiter.count(sendBucket(email), signIn.windowMs)) >= OTP_SENDS_PER_WINDOW) {
        throw await refuse(sendBucket(email));
      }
      await limiter.hit(sendBucket(email));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
