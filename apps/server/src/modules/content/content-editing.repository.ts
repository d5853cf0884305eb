import type { Db } from '../../db/database.ts';
import type { ContentItemTable } from '../../db/schema.ts';
import { toIso } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Gives a week a newer `updated_at` than any week has: the programme's kept copies are keyed by
 * the newest one (programme.repository), and a write to the weeks forgets every learner's kept
 * state, here and, through the relay, on the other instances.
 */
async function touchWeek(db: Db, weekId: string, at: Date) {
  const { newest } = await db
    .selectFrom('contentWeek')
    .select((eb) => eb.fn.max('updatedAt').as('newest'))
    .executeTakeFirstOrThrow();
  const stamp = Math.max(at.getTime(), newest ? Date.parse(toIso(newest)) + 1 : 0);
  await db
    .updateTable('contentWeek')
    .set({ updatedAt: new Date(stamp).toISOString() })
    .where('id', '=', weekId)
    .execute();
}

const isoOrNull = (value: string | Date | null) => (value === null ? null : toIso(value));

/** Issue 23 item 6: the programme's items, their drafts and history, as the editor needs them. */
export function createContentEditingRepository(db: Db) {
  return {
    /** The active weeks in order, with their active items and whether each has a draft. */
    async weeks() {
      const [weeks, items] = await Promise.all([
        db
          .selectFrom('contentWeek')
          .select(['id', 'number', 'data'])
          .where('isActive', '=', 1)
          .orderBy('number')
          .execute(),
        db
          .selectFrom('contentItem')
          .leftJoin('contentDraft', 'contentDraft.itemId', 'contentItem.id')
          .select([
            'contentItem.id',
            'contentItem.kind',
            'contentItem.weekId',
            'contentItem.data',
            'contentItem.publishedAt',
            'contentDraft.itemId as draftOf',
          ])
          .where('contentItem.isActive', '=', 1)
          .orderBy('contentItem.weekId')
          .orderBy('contentItem.kind')
          .orderBy('contentItem.position')
          .execute(),
      ]);
      return weeks.map((week) => ({
        ...week,
        items: items
          .filter((item) => item.weekId === week.id)
          .map((item) => ({
            id: item.id,
            kind: item.kind,
            data: item.data,
            hasDraft: item.draftOf !== null,
            publishedAt: isoOrNull(item.publishedAt),
          })),
      }));
    },

    /** An active item of an active week with its draft; undefined when there is none. */
    async item(itemId: string) {
      const row = await db
        .selectFrom('contentItem')
        .innerJoin('contentWeek', 'contentWeek.id', 'contentItem.weekId')
        .leftJoin('contentDraft', 'contentDraft.itemId', 'contentItem.id')
        .select([
          'contentItem.id',
          'contentItem.kind',
          'contentItem.weekId',
          'contentWeek.number as weekNumber',
          'contentWeek.folder',
          'contentItem.data',
          'contentItem.publishedAt',
          'contentDraft.data as draft',
          'contentDraft.updatedAt as draftUpdatedAt',
        ])
        .where('contentItem.id', '=', itemId)
        .where('contentItem.isActive', '=', 1)
        .where('contentWeek.isActive', '=', 1)
        .executeTakeFirst();
      return (
        row && {
          ...row,
          publishedAt: isoOrNull(row.publishedAt),
          draftUpdatedAt: isoOrNull(row.draftUpdatedAt),
        }
      );
    },

    async saveDraft(itemId: string, data: string, by: string, at: Date) {
      const values = { data, updatedBy: by, updatedAt: at.toISOString() };
      await db
        .insertInto('contentDraft')
        .values({ itemId, ...values })
        .onConflict((oc) => oc.column('itemId').doUpdateSet(values))
        .execute();
    },

    async discardDraft(itemId: string) {
      await db.deleteFrom('contentDraft').where('itemId', '=', itemId).execute();
    },

    /**
     * Makes the draft the item's data in one transaction, keeping the data it replaces in the
     * history, and touches its week so learners see it at once; false when there is no draft.
     */
    async publish(itemId: string, by: string, at: Date) {
      const weekId = await db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('contentItem')
          .innerJoin('contentDraft', 'contentDraft.itemId', 'contentItem.id')
          .select(['contentItem.data', 'contentItem.weekId', 'contentDraft.data as draft'])
          .where('contentItem.id', '=', itemId)
          .executeTakeFirst();
        if (!item) return undefined;
        const now = at.toISOString();
        await trx
          .insertInto('contentHistory')
          .values({
            id: newId(),
            itemId,
            action: 'publish',
            previousData: item.data,
            data: item.draft,
            changedBy: by,
            changedAt: now,
          })
          .execute();
        await trx
          .updateTable('contentItem')
          .set({ data: item.draft, publishedAt: now, publishedBy: by, updatedAt: now })
          .where('id', '=', itemId)
          .execute();
        await trx.deleteFrom('contentDraft').where('itemId', '=', itemId).execute();
        await touchWeek(trx, item.weekId, at);
        return item.weekId;
      });
      if (weekId === undefined) return false;
      // Once more after the commit: a read between the touch above and the commit (PostgreSQL)
      // may have kept the state before it; this write makes every copy go (decision 048).
      await touchWeek(db, weekId, at);
      return true;
    },

    /** The item's changes, newest first, with who made them. */
    async history(itemId: string) {
      const rows = await db
        .selectFrom('contentHistory')
        .leftJoin('user', 'user.id', 'contentHistory.changedBy')
        .select([
          'contentHistory.id',
          'contentHistory.action',
          'contentHistory.previousData',
          'contentHistory.data',
          'contentHistory.changedAt',
          'contentHistory.changedBy',
          'user.name',
        ])
        .where('contentHistory.itemId', '=', itemId)
        .orderBy('contentHistory.changedAt', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, changedAt: toIso(row.changedAt) }));
    },

    /** Every active week with its items in order, for writing the programme back to files. */
    async programme() {
      const [weeks, items] = await Promise.all([
        db
          .selectFrom('contentWeek')
          .select(['id', 'folder', 'data'])
          .where('isActive', '=', 1)
          .orderBy('number')
          .execute(),
        db
          .selectFrom('contentItem')
          .select(['id', 'kind', 'weekId', 'data'])
          .where('isActive', '=', 1)
          .orderBy('position')
          .execute(),
      ]);
      return weeks.map((week) => ({
        ...week,
        items: items.filter((item) => item.weekId === week.id) as Pick<
          ContentItemTable,
          'id' | 'kind' | 'weekId' | 'data'
        >[],
      }));
    },
  };
}

export type ContentEditingRepository = ReturnType<typeof createContentEditingRepository>;
