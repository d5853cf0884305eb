import type { Db } from '../../db/database.ts';
import type { Mailer } from './mail.types.ts';
/** SMTP when SMTP_URL is set; otherwise the database outbox, readable at /dev/mail. */
export declare function createMailer({
  smtpUrl,
  from,
  db,
}: {
  smtpUrl?: string;
  from: string;
  db: Db;
}): Mailer;
