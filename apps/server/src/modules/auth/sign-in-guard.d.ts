import type { Config } from '../../config.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
/**
 * Limits failed sign-ins per account and per address, and code e-mails per address, in a
 * sliding window: an attacker is slowed down, and the real user gets in again after the window.
 */
export declare function createSignInGuard(
  limiter: RateLimiter,
  { signIn }: Config,
): {
  /** Throws RATE_LIMITED while the account or the address has too many recent failures. */
  assertMayTry(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
  /** Throws RATE_LIMITED when too many codes were e-mailed to this address recently. */
  assertMaySendCode(email: string): Promise<void>;
};
export type SignInGuard = ReturnType<typeof createSignInGuard>;
