import { REVERIFICATION_MINUTES, toLanguage } from '@leerloop/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import type { Caller } from '../auth/access-token.ts';
import { toAppError } from '../auth/auth-errors.ts';
import { codeMail } from '../mail/templates.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';

const WINDOW_MS = REVERIFICATION_MINUTES * 60_000;
const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : 0);

/**
 * Issue 8: sensitive changes without a password field of their own ask who this is again when
 * the session's last check (its sign-in, or a check here) is more than ten minutes old.
 */
export function createReverification(ctx: AppContext) {
  const { db } = ctx.database;

  const lastCheckOf = async (sessionId: string) => {
    const row = await db
      .selectFrom('session')
      .leftJoin('sessionCheck', 'sessionCheck.sessionId', 'session.id')
      .select(['session.createdAt', 'sessionCheck.checkedAt'])
      .where('session.id', '=', sessionId)
      .executeTakeFirst();
    return row ? Math.max(time(row.createdAt), time(row.checkedAt)) : 0;
  };

  /** Throws 403 REVERIFICATION_REQUIRED unless the session proved itself in the last 10 minutes. */
  async function assertRecent(sessionId: string) {
    if (Date.now() - (await lastCheckOf(sessionId)) > WINDOW_MS)
      throw new AppError('REVERIFICATION_REQUIRED');
  }

  const save = (sessionId: string, values: Record<string, unknown>) =>
    db
      .insertInto('sessionCheck')
      .values({ sessionId, ...values })
      .onConflict((oc) => oc.column('sessionId').doUpdateSet(values))
      .execute();

  async function checked(sessionId: string) {
    const now = new Date();
    await save(sessionId, { checkedAt: now.toISOString(), ...codeCleared });
    return { validUntil: new Date(now.getTime() + WINDOW_MS).toISOString() };
  }

  const userOf = (userId: string) =>
    db
      .selectFrom('user')
      .select(['email', 'langSelected'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  /** The password, counted by the same limits as a sign-in (ten wrong ones lock). */
  async function withPassword(caller: Caller, password: string, ip: string) {
    const { email } = await userOf(caller.userId);
    await ctx.signInGuard.assertMayTry(email, ip);
    const account = await db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', caller.userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    // Without a password (a school account) the check goes by an e-mailed code.
    if (!account?.password) throw new AppError('CONFLICT');
    const { password: hasher } = await ctx.auth.$context;
    if (!(await hasher.verify({ hash: account.password, password }))) {
      await ctx.signInGuard.recordFailure(email, ip);
      throw toAppError(400, { code: 'INVALID_PASSWORD' });
    }
    await ctx.signInGuard.recordSuccess(email);
    return checked(caller.sessionId);
  }

  /** A code to the primary address (10 minutes, 5 tries). */
  async function sendCode(caller: Caller) {
    const user = await userOf(caller.userId);
    await ctx.signInGuard.assertMaySendCode(user.email);
    const { code, stored } = newCode();
    await save(caller.sessionId, stored);
    const mail = codeMail(
      'reverification',
      code,
      toLanguage(user.langSelected),
      OTP_EXPIRES_MINUTES,
    );
    await ctx.mailer.send({ to: user.email, ...mail });
  }

  async function withCode(caller: Caller, code: string) {
    const row = await db
      .selectFrom('sessionCheck')
      .selectAll()
      .where('sessionId', '=', caller.sessionId)
      .executeTakeFirst();
    if (!row || !isRightCode(row, code)) {
      if (row)
        await db
          .updateTable('sessionCheck')
          .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
          .where('sessionId', '=', caller.sessionId)
          .execute();
      throw new AppError('INVALID_CODE');
    }
    return checked(caller.sessionId);
  }

  return { assertRecent, withPassword, sendCode, withCode };
}

export type Reverification = ReturnType<typeof createReverification>;
