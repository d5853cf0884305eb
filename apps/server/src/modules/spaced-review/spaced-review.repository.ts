import type { Card } from 'ts-fsrs';
import type { Db } from '../../db/database.ts';

export interface CardRow {
  moduleId: string;
  itemId: string;
  dueAt: Date;
  /** The FSRS card as ts-fsrs keeps it, in JSON. */
  card: string;
}

/** A card as it is written: the FSRS card, kept whole in JSON and in the columns reads need. */
export interface CardWrite {
  moduleId: string;
  itemId: string;
  card: Card;
}

/** The row's columns of a card: due date, JSON, and the fields a group's recall reads. */
export const reviewCardColumns = ({ moduleId, itemId, card }: CardWrite) => ({
  moduleId,
  itemId,
  dueAt: card.due.toISOString(),
  card: JSON.stringify(card),
  stability: card.stability,
  lastReviewAt: card.last_review?.toISOString() ?? null,
});

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
    async add(userId: string, row: CardWrite, at: Date) {
      await db
        .insertInto('spacedReviewCard')
        .values({ userId, ...reviewCardColumns(row), updatedAt: at.toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'moduleId', 'itemId']).doNothing())
        .execute();
    },

    async save(userId: string, row: CardWrite, at: Date) {
      const { moduleId, itemId, ...columns } = reviewCardColumns(row);
      await db
        .updateTable('spacedReviewCard')
        .set({ ...columns, updatedAt: at.toISOString() })
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .where('itemId', '=', itemId)
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
