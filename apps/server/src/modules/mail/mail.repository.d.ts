import type { Db } from '../../db/database.ts';
import type { MailMessage } from './mail.types.ts';
export declare function createMailRepository(db: Db): {
  add(message: MailMessage): Promise<void>;
  list({ to, limit }: { to?: string; limit?: number }): Promise<
    {
      createdAt: string;
      id: string;
      subject: string;
      toAddress: string;
      textBody: string;
      htmlBody: string;
    }[]
  >;
};
