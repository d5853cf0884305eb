import type { Db } from '../../db/database.ts';

/** The answers given to devices' request ids (issue 24: offline work sent again). */
export function createClientRequestsRepository(db: Db) {
  return {
    async find(userId: string, requestId: string) {
      return db
        .selectFrom('clientRequest')
        .select(['endpoint', 'response'])
        .where('userId', '=', userId)
        .where('requestId', '=', requestId)
        .executeTakeFirst();
    },
    /** Keeps the answer; a repeat that got here first keeps its own (the first one counts). */
    async save(row: { userId: string; requestId: string; endpoint: string; response: string }) {
      await db
        .insertInto('clientRequest')
        .values({ ...row, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'requestId']).doNothing())
        .execute();
    },
    /** Forgets the answers kept since before `before`; answers how many. */
    async purge(before: Date) {
      const result = await db
        .deleteFrom('clientRequest')
        .where('createdAt', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ClientRequestsRepository = ReturnType<typeof createClientRequestsRepository>;
