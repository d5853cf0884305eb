import { type AccountEmail, PRIMARY_EMAIL_ID, toLanguage, widgetText } from '@leerloop/contracts';
import type { AppContext } from '../../context.ts';
import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import { codeMail } from '../mail/templates.ts';
import { identifierNotFound } from './identifier-not-found.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';

/** At most this many addresses besides the primary one. */
export const MAX_EXTRA_EMAILS = 5;
const normalise = (email: string) => email.trim().toLowerCase();

/** The primary address behind a verified further address, so any verified address signs in. */
export async function primaryEmailOf(database: DatabaseHandle, email: string) {
  const row = await database.db
    .selectFrom('userEmail')
    .innerJoin('user', 'user.id', 'userEmail.userId')
    .select('user.email')
    .where('userEmail.email', '=', normalise(email))
    .where('userEmail.verified', '=', dbBoolean(database, true))
    .executeTakeFirst();
  return row?.email ?? email;
}

/**
 * Several e-mail addresses per user (spec §4): add one, verify it with a mailed code, make it
 * primary (the old primary stays as a verified further address), remove one — never the last
 * identification (spec §5/§8 `identification_deletion_failed`).
 */
export function createAccountEmails(ctx: AppContext) {
  const { db } = ctx.database;

  const userOf = (userId: string) =>
    db
      .selectFrom('user')
      .select(['email', 'langSelected'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  const extraOf = async (userId: string, id: string) => {
    const row = await db
      .selectFrom('userEmail')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw identifierNotFound();
    return row;
  };

  async function list(userId: string): Promise<AccountEmail[]> {
    const user = await userOf(userId);
    const extra = await db
      .selectFrom('userEmail')
      .select(['id', 'email', 'verified'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    return [
      { id: PRIMARY_EMAIL_ID, email: user.email, primary: true, verified: true },
      ...extra.map((row) => ({
        id: row.id,
        email: row.email,
        primary: false,
        verified: Boolean(row.verified),
      })),
    ];
  }

  /** Mails a fresh code for an address (the last one stops working). */
  async function sendCode(userId: string, id: string) {
    const row = await extraOf(userId, id);
    if (row.verified) throw new AppError('CONFLICT');
    await ctx.signInGuard.assertMaySendCode(row.email);
    const { code, stored } = newCode();
    await db.updateTable('userEmail').set(stored).where('id', '=', id).execute();
    const { langSelected } = await userOf(userId);
    const mail = codeMail(
      'email-verification',
      code,
      toLanguage(langSelected),
      OTP_EXPIRES_MINUTES,
    );
    await ctx.mailer.send({ to: row.email, ...mail });
  }

  async function add(userId: string, email: string) {
    const address = normalise(email);
    const taken =
      (await db.selectFrom('user').select('id').where('email', '=', address).executeTakeFirst()) ??
      (await db
        .selectFrom('userEmail')
        .select('id')
        .where('email', '=', address)
        .executeTakeFirst());
    if (taken) throw new AppError('EMAIL_EXISTS', widgetText('form_identifier_exists'));
    const { count } = await db
      .selectFrom('userEmail')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_EXTRA_EMAILS) throw new AppError('CONFLICT');
    const id = newId();
    await db
      .insertInto('userEmail')
      .values({ id, userId, email: address, createdAt: new Date().toISOString() })
      .execute();
    await sendCode(userId, id);
    return id;
  }

  /** The address verified now (none when it already was). */
  async function verify(userId: string, id: string, code: string) {
    const row = await extraOf(userId, id);
    if (row.verified) return null;
    if (!isRightCode(row, code)) {
      await db
        .updateTable('userEmail')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
      throw new AppError('INVALID_CODE');
    }
    await db
      .updateTable('userEmail')
      .set({ verified: dbBoolean(ctx.database, true), ...codeCleared })
      .where('id', '=', id)
      .execute();
    return row.email;
  }

  /**
   * Swaps a verified further address with the primary one. Better Auth changes `user.email`
   * itself, so its session cache learns the new address too.
   */
  async function makePrimary(userId: string, id: string) {
    const row = await extraOf(userId, id);
    if (!row.verified) throw new AppError('CONFLICT');
    const { email: previous } = await userOf(userId);
    await db.updateTable('userEmail').set({ email: previous }).where('id', '=', id).execute();
    try {
      const auth = await ctx.auth.$context;
      await auth.internalAdapter.updateUser(userId, { email: row.email, emailVerified: true });
    } catch (error) {
      await db.updateTable('userEmail').set({ email: row.email }).where('id', '=', id).execute();
      throw error;
    }
  }

  /** Removes an address; the primary one only when a verified one can take its place. */
  async function remove(userId: string, id: string) {
    if (id !== PRIMARY_EMAIL_ID) {
      await extraOf(userId, id);
      await db.deleteFrom('userEmail').where('id', '=', id).execute();
      return;
    }
    const successor = await db
      .selectFrom('userEmail')
      .select('id')
      .where('userId', '=', userId)
      .where('verified', '=', dbBoolean(ctx.database, true))
      .orderBy('createdAt')
      .executeTakeFirst();
    if (!successor)
      throw new AppError('CONFLICT', widgetText('identification_deletion_failed'), undefined, {
        reason: 'identification_deletion_failed',
      });
    await makePrimary(userId, successor.id);
    await db.deleteFrom('userEmail').where('id', '=', successor.id).execute();
  }

  return { list, add, sendCode, verify, makePrimary, remove };
}
