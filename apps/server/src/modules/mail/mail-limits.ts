import { rateLimited } from '../rate-limit/rate-limited.ts';
import { type RateLimiter, take } from '../rate-limit/rate-limiter.ts';

const MINUTE_MS = 60_000;

export interface MailLimitSettings {
  /** Mails one client address may have sent in a minute. */
  perAddressPerMinute: number;
  /** Mails everyone together may have sent in a minute. */
  perMinute: number;
}

/**
 * Issue 18: mail a client can have sent to any address (sign-up, codes, links, resets) is
 * limited per client address and for everyone together, per minute. It is counted per request,
 * before anyone knows whether an account exists, so a refusal tells nothing about accounts.
 * The counts live where the other limits do (the database, or Redis when configured).
 */
export function createMailLimits(limiter: RateLimiter, settings: MailLimitSettings) {
  return {
    /** Counts one mail for this client address; RATE_LIMITED when it or everyone sent too many. */
    async take(clientAddress: string) {
      const fromAddress = await take(
        limiter,
        `mail:address:${clientAddress}`,
        MINUTE_MS,
        settings.perAddressPerMinute,
      );
      if (fromAddress) throw rateLimited(fromAddress, 'mailFromAddress');
      const fromEveryone = await take(limiter, 'mail:all', MINUTE_MS, settings.perMinute);
      if (fromEveryone) throw rateLimited(fromEveryone, 'mail');
    },
  };
}

export type MailLimits = ReturnType<typeof createMailLimits>;
