import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { createMailRepository } from './mail.repository.ts';
import type { Mailer } from './mail.types.ts';

/** How long a status check waits for the SMTP server. */
const STATUS_TIMEOUT_MS = 5_000;

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
      // Connects, greets and logs in, then hangs up: no mail is sent.
      isWorking: () =>
        Promise.race([
          transporter.verify().then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(resolve, STATUS_TIMEOUT_MS, false)),
        ]),
    };
  }
  const outbox = createMailRepository(db);
  return {
    transport: 'outbox',
    send: (message) => outbox.add(message),
    isWorking: async () => true,
  };
}
