import type { Db } from '../db/database.ts';

/** The in-process scheduler's jobs (SQLite, decision 043): the only code that touches them. */
export function createJobsRepository(db: Db) {
  return {
    /** Writes a job unless one with its id is there already (another instance's, or ours). */
    async add(job: { id: string; name: string; data: object; runAt: Date }) {
      await db
        .insertInto('scheduledJob')
        .values({ ...job, data: JSON.stringify(job.data), runAt: job.runAt.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** Jobs of these names due at `now`, not done and not taken by a live claim. */
    async due(names: string[], now: Date, staleBefore: Date, limit: number) {
      if (!names.length) return [];
      const rows = await db
        .selectFrom('scheduledJob')
        .select(['id', 'name', 'data', 'runAt', 'tries'])
        .where('doneAt', 'is', null)
        .where('runAt', '<=', now.toISOString())
        .where('name', 'in', names)
        .where((eb) =>
          eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', staleBefore.toISOString())]),
        )
        .orderBy('runAt')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        data: JSON.parse(row.data) as object,
        runAt: new Date(row.runAt),
      }));
    },

    /** Takes a job on: true for the one caller that gets it (a stale claim may be taken over). */
    async claim(id: string, at: Date, staleBefore: Date) {
      const result = await db
        .updateTable('scheduledJob')
        .set((eb) => ({ claimedAt: at.toISOString(), tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('doneAt', 'is', null)
        .where((eb) =>
          eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', staleBefore.toISOString())]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDone(id: string, at: Date) {
      await db
        .updateTable('scheduledJob')
        .set({ doneAt: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Lets go of a failed try; it is due again at `retryAt`. */
    async release(id: string, retryAt: Date) {
      await db
        .updateTable('scheduledJob')
        .set({ claimedAt: null, runAt: retryAt.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Forgets jobs done before `before`. */
    async removeDoneBefore(before: Date) {
      const result = await db
        .deleteFrom('scheduledJob')
        .where('doneAt', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
