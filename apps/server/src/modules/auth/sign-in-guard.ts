import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

const OTP_SENDS_PER_WINDOW = 5;

/**
 * Limits failed sign-ins per account and per address, and code e-mails per address, in a
 * sliding window: an attacker is slowed down, and the real user gets in again after the window.
 */
export function createSignInGuard(limiter: RateLimiter, { signIn }: Config) {
  const accountBucket = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
  const addressBucket = (ip: string) => `sign-in:address:${ip}`;
  const sendBucket = (email: string) => `otp-send:${email.trim().toLowerCase()}`;

  const refuse = async (bucket: string) => {
    const retryAfterSeconds = await limiter.retryAfterSeconds(bucket, signIn.windowMs);
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
      if ((await limiter.count(accountBucket(email), signIn.windowMs)) >= signIn.maxFailures) {
        throw await refuse(accountBucket(email));
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
