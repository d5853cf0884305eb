import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { OTP_EXPIRES_MINUTES } from './auth-settings.ts';

/** A texted code, in both languages (a number has no language of its own). */
export const codeText = (code: string) =>
  `Je Leerloop-code is ${code}. Hij is ${OTP_EXPIRES_MINUTES} minuten geldig. / الكود ديالك ف Leerloop هو ${code}.`;

/**
 * Sends a text message. The only driver is the local outbox (read at /dev/sms.json outside
 * production): no SMS gateway can be reached from here, and a real one plugs in behind this
 * same interface.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createSmsOutbox(db: Db): SmsSender & {
  list(to?: string): Promise<{ to: string; text: string; createdAt: string }[]>;
} {
  return {
    async send(to, text) {
      await db
        .insertInto('smsOutbox')
        .values({ id: newId(), toNumber: to, body: text, createdAt: new Date().toISOString() })
        .execute();
    },
    async list(to) {
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

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
