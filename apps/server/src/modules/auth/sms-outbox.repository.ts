import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** The local text-message outbox: the only SMS driver (read at /dev/sms.json outside production). */
export function createSmsOutboxRepository(db: Db) {
  return {
    async add(to: string, text: string) {
      await db
        .insertInto('smsOutbox')
        .values({ id: newId(), toNumber: to, body: text, createdAt: new Date().toISOString() })
        .execute();
    },
    /** The latest 50 messages, newest first; only those to one number when given. */
    async list(to?: string) {
      let query = db.selectFrom('smsOutbox').selectAll().orderBy('createdAt', 'desc').limit(50);
      if (to) query = query.where('toNumber', '=', to);
      const rows = await query.execute();
      return rows.map((row) => ({
        to: row.toNumber,
        text: row.body,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },
  };
}

export type SmsOutbox = ReturnType<typeof createSmsOutboxRepository>;
