import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SessionCheckTable } from '../../db/schema.ts';

/** What a session check keeps besides its session: when it last passed, and a mailed code. */
type CheckValues = Omit<Updateable<SessionCheckTable>, 'sessionId'>;

/** When each session last proved who is behind it (issue 8), and what it proves it with. */
export function createReverificationRepository(db: Db) {
  return {
    /** When the session signed in and when it last passed a check (undefined: no such session). */
    lastCheckOf: (sessionId: string) =>
      db
        .selectFrom('session')
        .leftJoin('sessionCheck', 'sessionCheck.sessionId', 'session.id')
        .select(['session.createdAt', 'sessionCheck.checkedAt'])
        .where('session.id', '=', sessionId)
        .executeTakeFirst(),

    async saveCheck(sessionId: string, values: CheckValues) {
      await db
        .insertInto('sessionCheck')
        .values({ sessionId, ...values })
        .onConflict((oc) => oc.column('sessionId').doUpdateSet(values))
        .execute();
    },

    checkOf: (sessionId: string) =>
      db
        .selectFrom('sessionCheck')
        .selectAll()
        .where('sessionId', '=', sessionId)
        .executeTakeFirst(),

    async countWrongCode(sessionId: string) {
      await db
        .updateTable('sessionCheck')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('sessionId', '=', sessionId)
        .execute();
    },

    /** The hash of the user's own password (none for an account without one). */
    async passwordHashOf(userId: string) {
      const account = await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst();
      return account?.password ?? null;
    },
  };
}

export type ReverificationRepository = ReturnType<typeof createReverificationRepository>;
