import { REVERIFICATION_MINUTES, toLanguage } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import type { Auth } from '../auth/auth.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import { toAppError } from '../auth/auth-errors.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { codeMail } from '../mail/templates.ts';
import type { IdentifiersRepository } from './identifiers.repository.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';
import type { ReverificationRepository } from './reverification.repository.ts';

const WINDOW_MS = REVERIFICATION_MINUTES * 60_000;
const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : 0);

/**
 * Issue 8: sensitive changes without a password field of their own ask who this is again when
 * the session's last check (its sign-in, or a check here) is more than ten minutes old.
 */
export function createReverification({
  checks,
  identifiers,
  signInGuard,
  mailer,
  authContext,
}: {
  checks: ReverificationRepository;
  identifiers: Pick<IdentifiersRepository, 'primaryAddressOf'>;
  signInGuard: Pick<
    SignInGuard,
    'assertMayTry' | 'recordFailure' | 'recordSuccess' | 'assertMaySendCode'
  >;
  mailer: Pick<Mailer, 'send'>;
  /** Better Auth's password hasher checks the password. */
  authContext: Auth['$context'];
}) {
  const lastCheckOf = async (sessionId: string) => {
    const row = await checks.lastCheckOf(sessionId);
    return row ? Math.max(time(row.createdAt), time(row.checkedAt)) : 0;
  };

  /** Throws 403 REVERIFICATION_REQUIRED unless the session proved itself in the last 10 minutes. */
  async function assertRecent(sessionId: string) {
    if (Date.now() - (await lastCheckOf(sessionId)) > WINDOW_MS)
      throw new AppError('REVERIFICATION_REQUIRED');
  }

  async function checked(sessionId: string) {
    const now = new Date();
    await checks.saveCheck(sessionId, { checkedAt: now.toISOString(), ...codeCleared });
    return { validUntil: new Date(now.getTime() + WINDOW_MS).toISOString() };
  }

  /** The password, counted by the same limits as a sign-in (ten wrong ones lock). */
  async function withPassword(caller: Caller, password: string, ip: string) {
    const { email } = await identifiers.primaryAddressOf(caller.userId);
    await signInGuard.assertMayTry(email, ip);
    const hash = await checks.passwordHashOf(caller.userId);
    // Without a password (a school account) the check goes by an e-mailed code.
    if (!hash) throw new AppError('NO_PASSWORD');
    const { password: hasher } = await authContext;
    if (!(await hasher.verify({ hash, password }))) {
      await signInGuard.recordFailure(email, ip);
      throw toAppError(400, { code: 'INVALID_PASSWORD' });
    }
    await signInGuard.recordSuccess(email);
    return checked(caller.sessionId);
  }

  /** A code to the primary address (10 minutes, 5 tries). */
  async function sendCode(caller: Caller) {
    const user = await identifiers.primaryAddressOf(caller.userId);
    await signInGuard.assertMaySendCode(user.email);
    const { code, stored } = newCode();
    await checks.saveCheck(caller.sessionId, stored);
    const mail = codeMail(
      'reverification',
      code,
      toLanguage(user.langSelected),
      OTP_EXPIRES_MINUTES,
    );
    await mailer.send({ to: user.email, ...mail });
  }

  async function withCode(caller: Caller, code: string) {
    const row = await checks.checkOf(caller.sessionId);
    if (!row || !isRightCode(row, code)) {
      if (row) await checks.countWrongCode(caller.sessionId);
      throw new AppError('INVALID_CODE');
    }
    return checked(caller.sessionId);
  }

  return { assertRecent, withPassword, sendCode, withCode };
}

export type ReverificationService = ReturnType<typeof createReverification>;
