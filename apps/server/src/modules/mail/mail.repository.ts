import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { MailMessage } from './mail.types.ts';

export function createMailRepository(db: Db) {
  return {
    async add(message: MailMessage) {
      await db
        .insertInto('mailOutbox')
        .values({
          id: newId(),
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          createdAt: new Date().toISOString(),
        })
        .execute();
    },
    async list({ to, limit = 50 }: { to?: string; limit?: number }) {
      let query = db.selectFrom('mailOutbox').selectAll().orderBy('createdAt', 'desc').limit(limit);
      if (to) query = query.where('toAddress', '=', to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
