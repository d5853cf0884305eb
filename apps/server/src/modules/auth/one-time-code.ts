import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_ATTEMPTS, OTP_EXPIRES_MINUTES } from './auth-settings.ts';

const hashOf = (code: string) => createHash('sha256').update(code).digest();

/** A new 6-digit code, and what is stored of it (its hash, when it expires, no tries yet). */
export function newCode() {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    code,
    stored: {
      codeHash: hashOf(code).toString('hex'),
      codeExpiresAt: new Date(Date.now() + OTP_EXPIRES_MINUTES * 60_000).toISOString(),
      codeAttempts: 0,
    },
  };
}

/** Whether `code` is the stored one, still in time and within its tries. */
export function isRightCode(
  row: { codeHash: string | null; codeExpiresAt: string | Date | null; codeAttempts: number },
  code: string,
) {
  const isLive =
    row.codeHash &&
    row.codeExpiresAt &&
    new Date(row.codeExpiresAt).getTime() > Date.now() &&
    row.codeAttempts < ONE_TIME_CODE_ATTEMPTS;
  return Boolean(isLive && timingSafeEqual(hashOf(code), Buffer.from(row.codeHash!, 'hex')));
}

/** What a verified row forgets of its code. */
export const codeCleared = { codeHash: null, codeExpiresAt: null, codeAttempts: 0 };
