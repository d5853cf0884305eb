import { type AccountPhone, widgetText } from '@leerloop/contracts';
import type { AppContext } from '../../context.ts';
import { dbBoolean } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { identifierNotFound } from './identifier-not-found.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';
import { codeText, type SmsSender } from '../auth/sms.ts';

/** At most this many phone numbers per user. */
export const MAX_PHONES = 5;

/**
 * The user's phone numbers (spec §4): add one, verify it with a texted code, make one primary
 * (the default for a second step by text), remove one. A number belongs to one account only
 * (spec §8 `phone_number_exists`).
 */
export function createAccountPhones(ctx: AppContext, sms: SmsSender) {
  const { db } = ctx.database;
  const yes = dbBoolean(ctx.database, true);
  const no = dbBoolean(ctx.database, false);

  const phoneOf = async (userId: string, id: string) => {
    const row = await db
      .selectFrom('userPhone')
      .selectAll()
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw identifierNotFound();
    return row;
  };

  async function list(userId: string): Promise<AccountPhone[]> {
    const rows = await db
      .selectFrom('userPhone')
      .select(['id', 'phone', 'verified', 'isPrimary'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      verified: Boolean(row.verified),
      primary: Boolean(row.isPrimary),
    }));
  }

  async function sendCode(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    if (row.verified) throw new AppError('CONFLICT');
    await ctx.signInGuard.assertMaySendCode(`phone:${row.phone}`);
    const { code, stored } = newCode();
    await db.updateTable('userPhone').set(stored).where('id', '=', id).execute();
    await sms.send(row.phone, codeText(code));
  }

  async function add(userId: string, phone: string) {
    const taken = await db
      .selectFrom('userPhone')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (taken)
      throw new AppError('CONFLICT', widgetText('phone_number_exists'), undefined, {
        reason: 'phone_number_exists',
      });
    const owned = await list(userId);
    if (owned.length >= MAX_PHONES) throw new AppError('CONFLICT');
    const id = newId();
    await db
      .insertInto('userPhone')
      .values({ id, userId, phone, createdAt: new Date().toISOString() })
      .execute();
    await sendCode(userId, id);
  }

  async function verify(userId: string, id: string, code: string) {
    const row = await phoneOf(userId, id);
    if (row.verified) return;
    if (!isRightCode(row, code)) {
      await db
        .updateTable('userPhone')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
      throw new AppError('INVALID_CODE');
    }
    // The first verified number becomes the primary one.
    const hasPrimary = (await list(userId)).some((phone) => phone.primary);
    await db
      .updateTable('userPhone')
      .set({ verified: yes, isPrimary: hasPrimary ? no : yes, ...codeCleared })
      .where('id', '=', id)
      .execute();
  }

  async function makePrimary(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    if (!row.verified) throw new AppError('CONFLICT');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('userPhone')
        .set({ isPrimary: no })
        .where('userId', '=', userId)
        .execute();
      await trx.updateTable('userPhone').set({ isPrimary: yes }).where('id', '=', id).execute();
    });
  }

  /** The e-mail address is always an identification, so a phone number can always go. */
  async function remove(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    await db.deleteFrom('userPhone').where('id', '=', id).execute();
    if (!row.isPrimary) return;
    const next = (await list(userId)).find((phone) => phone.verified);
    if (next) await makePrimary(userId, next.id);
  }

  return { list, add, sendCode, verify, makePrimary, remove };
}
