import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** The audit log of platform admins acting as a user (issue 8). */
export function createImpersonationLogRepository(db: Db) {
  return {
    /** The e-mail addresses of these users, by id. */
    emailsOf: (userIds: string[]) =>
      db.selectFrom('user').select(['id', 'email']).where('id', 'in', userIds).execute(),
    async add(entry: {
      adminId: string;
      adminEmail: string;
      userId: string;
      userEmail: string;
      action: 'start' | 'stop';
      ipAddress: string | null;
    }) {
      await db
        .insertInto('impersonationLog')
        .values({ id: newId(), ...entry, createdAt: new Date().toISOString() })
        .execute();
    },
  };
}

export type ImpersonationLogRepository = ReturnType<typeof createImpersonationLogRepository>;
