import type { Db } from '../../db/database.ts';

export interface CardRow {
  moduleId: string;
  itemId: string;
  dueAt: Date;
  /** The FSRS card as ts-fsrs keeps it, in JSON. */
  card: string;
}

/** Issue 24 item 5: each learner's review schedule, one card per module question. */
export function createSpacedReviewRepository(db: Db) {
  const cards = () =>
    db.selectFrom('spacedReviewCard').select(['moduleId', 'itemId', 'dueAt', 'card']);
  const read = (row: { moduleId: string; itemId: string; dueAt: string | Date; card: string }) => ({
    ...row,
    dueAt: new Date(row.dueAt),
  });
  return {
    /** The cards due at `now`, oldest first: one indexed read (the home screen asks it). */
    async due(userId: string, now: Date, limit: number): Promise<CardRow[]> {
      const rows = await cards()
        .where('userId', '=', userId)
        .where('dueAt', '<=', now.toISOString())
        .orderBy('dueAt')
        .orderBy('moduleId')
        .orderBy('itemId')
        .limit(limit)
        .execute();
      return rows.map(read);
    },

    async find(userId: string, moduleId: string, itemId: string) {
      const row = await cards()
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .where('itemId', '=', itemId)
        .executeTakeFirst();
      return row && read(row);
    },

    /** A question's first card (its first answer in the module); an existing one stays. */
    async add(userId: string, row: CardRow, at: Date) {
      await db
        .insertInto('spacedReviewCard')
        .values({
          userId,
          ...row,
          dueAt: row.dueAt.toISOString(),
          updatedAt: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(['userId', 'moduleId', 'itemId']).doNothing())
        .execute();
    },

    async save(userId: string, row: CardRow, at: Date) {
      await db
        .updateTable('spacedReviewCard')
        .set({ dueAt: row.dueAt.toISOString(), card: row.card, updatedAt: at.toISOString() })
        .where('userId', '=', userId)
        .where('moduleId', '=', row.moduleId)
        .where('itemId', '=', row.itemId)
        .execute();
    },

    /** A question the programme no longer has: out of the review. */
    async remove(userId: string, moduleId: string, itemId: string) {
      await db
        .deleteFrom('spacedReviewCard')
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .where('itemId', '=', itemId)
        .execute();
    },
  };
}

export type SpacedReviewRepository = ReturnType<typeof createSpacedReviewRepository>;
