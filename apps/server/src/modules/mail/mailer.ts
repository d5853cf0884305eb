import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { createMailRepository } from './mail.repository.ts';
import type { Mailer } from './mail.types.ts';

/** SMTP when SMTP_URL is set; otherwise the database outbox, readable at /dev/mail. */
export function createMailer({
  smtpUrl,
  from,
  db,
}: {
  smtpUrl?: string;
  from: string;
  db: Db;
}): Mailer {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
      },
    };
  }
  const outbox = createMailRepository(db);
  return { transport: 'outbox', send: (message) => outbox.add(message) };
}
