import { AsyncLocalStorage } from 'node:async_hooks';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited } from '../rate-limit/rate-limited.ts';
import { type RateLimiter, take } from '../rate-limit/rate-limiter.ts';
import { ONE_TIME_CODE_ATTEMPTS, OTP_EXPIRES_MINUTES } from './auth-settings.ts';

/** Codes sent for one account to one client address in the window. */
const CODES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Codes sent for one account from all addresses together (spares the owner's inbox). */
const CODES_PER_ACCOUNT = 20;
/** Codes sent because the right password was given (new browser, many failures). */
const CODES_AFTER_PASSWORD = 5;
/** Codes a signed-in user has sent to an address or number of theirs being verified. */
const CODES_WHILE_SIGNED_IN = 5;

/**
 * Whether the password sign-in running now needs an e-mailed code as well (see
 * `codeRequiredFor`); the session hook in auth.ts reads it. A scope, not a header, so a client
 * cannot set it.
 */
export const codeRequiredScope = new AsyncLocalStorage<boolean>();

/** Who is asking for a code to be sent, when it is not a signed-in user's own verification. */
export interface CodeRequester {
  ip: string;
  /** The browser signed in to this account before: its owner, most likely. */
  isKnownDevice?: boolean;
  /** The code follows the right password (a new browser, or too many failures). */
  isPasswordProven?: boolean;
}

/**
 * Failed sign-ins, counted per account and per client address (decisions 014 and 020). They
 * slow an attacker without locking the owner out: after `maxFailures` for the account within
 * the window (locked for `lockMs`) or `maxFailuresPerAddress` from the address, the password
 * alone no longer signs in from a browser the account has not used — the right password with
 * a code e-mailed to the owner does. Sending codes is limited per account and address, and
 * never touches sign-in. Addresses without an account are counted the same way, so the answers
 * never tell whether an account exists.
 */
export function createSignInGuard(limiter: RateLimiter, { signIn }: Pick<Config, 'signIn'>) {
  const keyOf = (account: string) => account.trim().toLowerCase();
  const accountBucket = (account: string) => `sign-in:account:${keyOf(account)}`;
  const addressBucket = (ip: string) => `sign-in:address:${ip}`;
  const lockBucket = (account: string) => `sign-in:lock:${keyOf(account)}`;
  const wrongCodesBucket = (account: string) => `code-tries:${keyOf(account)}`;
  const codeBuckets = {
    fromAddress: (account: string, ip: string) => `code-send:${keyOf(account)}:${ip}`,
    account: (account: string) => `code-send:${keyOf(account)}`,
    afterPassword: (account: string) => `code-send:password:${keyOf(account)}`,
    whileSignedIn: (account: string) => `otp-send:${keyOf(account)}`,
  };

  const refuse = async (bucket: string, windowMs = signIn.windowMs) =>
    rateLimited(await limiter.retryAfterSeconds(bucket, windowMs));

  /** Seconds until the account's lock lifts; 0 when it is not locked. */
  const lockedFor = async (account: string) => {
    if ((await limiter.count(lockBucket(account), signIn.lockMs)) === 0) return 0;
    return limiter.retryAfterSeconds(lockBucket(account), signIn.lockMs);
  };
  const isAddressOverLimit = async (ip: string) =>
    (await limiter.count(addressBucket(ip), signIn.windowMs)) >= signIn.maxFailuresPerAddress;

  const takeCode = async (bucket: string, limit: number) => {
    const wait = await take(limiter, bucket, signIn.windowMs, limit);
    if (wait) throw rateLimited(wait);
  };

  return {
    /**
     * For checks without a second way in (the password asked again of a signed-in user):
     * RATE_LIMITED while the account is locked or the address has too many failures.
     */
    async assertMayTry(account: string, ip: string) {
      if (await lockedFor(account)) throw await refuse(lockBucket(account), signIn.lockMs);
      if (await isAddressOverLimit(ip)) throw await refuse(addressBucket(ip));
    },
    /**
     * Seconds for which a password sign-in of this account from this address needs an e-mailed
     * code as well (0: the password is enough).
     */
    async codeRequiredFor(account: string, ip: string) {
      const address = (await isAddressOverLimit(ip))
        ? await limiter.retryAfterSeconds(addressBucket(ip), signIn.windowMs)
        : 0;
      return Math.max(await lockedFor(account), address);
    },
    async recordFailure(account: string, ip: string) {
      await limiter.hit(accountBucket(account));
      await limiter.hit(addressBucket(ip));
      if ((await limiter.count(accountBucket(account), signIn.windowMs)) >= signIn.maxFailures) {
        // Locked from now; after the lock the count starts again.
        await limiter.hit(lockBucket(account));
        await limiter.clear(accountBucket(account));
      }
    },
    lockedFor,
    /** An admin lifts a lock (and forgets the failures that led to it). */
    async lift(account: string) {
      await limiter.clear(lockBucket(account));
      await limiter.clear(accountBucket(account));
    },
    async recordSuccess(account: string) {
      await limiter.clear(accountBucket(account));
      await limiter.clear(wrongCodesBucket(account));
    },
    /**
     * Counts a wrong one-time code for the account (or an address or number without one);
     * answers whether its code is used up: more wrong tries than a code allows since the last
     * one went out. Counted alike with or without an account, so the answer never tells.
     */
    async recordWrongCode(account: string) {
      await limiter.hit(wrongCodesBucket(account));
      const tries = await limiter.count(wrongCodesBucket(account), OTP_EXPIRES_MINUTES * 60_000);
      return tries > ONE_TIME_CODE_ATTEMPTS;
    },
    /** A new code went out for the account: its tries start afresh. */
    async recordCodeSent(account: string) {
      await limiter.clear(wrongCodesBucket(account));
    },
    /**
     * Throws RATE_LIMITED when too many codes went out for this account recently. Without a
     * requester, it is a signed-in user verifying an address or number of theirs; those have a
     * budget of their own, so adding someone else's address spends none of that person's codes.
     */
    async assertMaySendCode(account: string, requester?: CodeRequester) {
      if (!requester) return takeCode(codeBuckets.whileSignedIn(account), CODES_WHILE_SIGNED_IN);
      if (requester.isPasswordProven)
        return takeCode(codeBuckets.afterPassword(account), CODES_AFTER_PASSWORD);
      // The owner's own browser is not held back by what others asked for.
      if (requester.isKnownDevice) return;
      await takeCode(codeBuckets.fromAddress(account, requester.ip), CODES_PER_ACCOUNT_AND_ADDRESS);
      await takeCode(codeBuckets.account(account), CODES_PER_ACCOUNT);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

/** The answer while a password sign-in needs a code too: the same for a right and a wrong one. */
export const codeRequired = (retryAfterSeconds: number) =>
  new AppError('SIGN_IN_CODE_REQUIRED', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
