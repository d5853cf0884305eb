import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentItemTable, DB } from '../../db/schema.ts';
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

/** Active items, and those added in the app and not yet published (drafts only). */
const isEditable = (eb: ExpressionBuilder<DB, 'contentItem'>) =>
  eb.or([
    eb('contentItem.isActive', '=', 1),
    eb.and([eb('contentItem.origin', '=', 'app'), eb('contentItem.publishedAt', 'is', null)]),
  ]);

/** The shared programme's items (`owner` null) or one organisation's additions. */
const ownedBy = (owner: string | null) => (eb: ExpressionBuilder<DB, 'contentItem'>) =>
  owner === null
    ? eb('contentItem.organizationId', 'is', null)
    : eb('contentItem.organizationId', '=', owner);

/** What a learner of the owner sees: the shared programme's items and the owner's own. */
const seenByLearnersOf = (owner: string | null) => (eb: ExpressionBuilder<DB, 'contentItem'>) =>
  owner === null
    ? eb('contentItem.organizationId', 'is', null)
    : eb.or([
        eb('contentItem.organizationId', 'is', null),
        eb('contentItem.organizationId', '=', owner),
      ]);

/** Added in the app and never published: its data is its first draft, nobody has seen it. */
const isNewItem = (row: { origin: string; publishedAt: unknown }) =>
  row.origin === 'app' && row.publishedAt === null;

/** Issue 23 item 6: the programme's items, their drafts and history, as the editor needs them. */
export function createContentEditingRepository(db: Db) {
  return {
    /**
     * The active weeks in order, with the owner's items and whether each has a draft, and how
     * many items of each kind a learner of the owner sees in it (the shared ones and its own).
     */
    async weeks(owner: string | null) {
      const [weeks, items] = await Promise.all([
        db
          .selectFrom('contentWeek')
          .select(['id', 'number', 'folder', 'data'])
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
            'contentItem.origin',
            'contentItem.organizationId',
            'contentDraft.itemId as draftOf',
            'contentDraft.data as draft',
          ])
          .where(isEditable)
          .where(seenByLearnersOf(owner))
          .orderBy('contentItem.weekId')
          .orderBy('contentItem.kind')
          .orderBy('contentItem.position')
          .execute(),
      ]);
      return weeks.map((week) => ({
        ...week,
        kinds: items.filter((item) => item.weekId === week.id).map((item) => item.kind),
        items: items
          .filter((item) => item.weekId === week.id && item.organizationId === owner)
          .map((item) => ({
            id: item.id,
            kind: item.kind,
            data: item.data,
            draft: item.draft,
            hasDraft: item.draftOf !== null,
            isNew: isNewItem(item),
            publishedAt: isoOrNull(item.publishedAt),
          })),
      }));
    },

    /** An active item of an active week with its draft; undefined when there is none. */
    async item(itemId: string, owner: string | null) {
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
          'contentItem.origin',
          'contentDraft.data as draft',
          'contentDraft.updatedAt as draftUpdatedAt',
        ])
        .where('contentItem.id', '=', itemId)
        .where(ownedBy(owner))
        .where(isEditable)
        .where('contentWeek.isActive', '=', 1)
        .executeTakeFirst();
      return (
        row && {
          ...row,
          isNew: isNewItem(row),
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
          .select([
            'contentItem.data',
            'contentItem.weekId',
            'contentItem.origin',
            'contentItem.publishedAt',
            'contentDraft.data as draft',
          ])
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
            previousData: isNewItem(item) ? 'null' : item.data,
            data: item.draft,
            changedBy: by,
            changedAt: now,
          })
          .execute();
        await trx
          .updateTable('contentItem')
          .set({
            data: item.draft,
            publishedAt: now,
            publishedBy: by,
            updatedAt: now,
            isActive: 1,
          })
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

    /**
     * How many items of a kind a learner of the owner would see in the week (the shared ones and
     * the owner's own), counting those not yet published.
     */
    async countInWeek(weekId: string, kind: ContentItemTable['kind'], owner: string | null) {
      const { count } = await db
        .selectFrom('contentItem')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('weekId', '=', weekId)
        .where('kind', '=', kind)
        .where(isEditable)
        .where(seenByLearnersOf(owner))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** An active week's number and folder; undefined when there is none. */
    async week(weekId: string) {
      return db
        .selectFrom('contentWeek')
        .select(['id', 'number', 'folder'])
        .where('id', '=', weekId)
        .where('isActive', '=', 1)
        .executeTakeFirst();
    },

    /**
     * Adds an item to a week as a draft only: inactive (learners do not see it) until its first
     * publish, after the week's items of its kind.
     */
    async create(
      item: Pick<ContentItemTable, 'id' | 'kind' | 'weekId' | 'organizationId'> & { data: string },
      by: string,
      at: Date,
    ) {
      const now = at.toISOString();
      await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('contentItem')
          .select((eb) => eb.fn.max('position').as('last'))
          .where('weekId', '=', item.weekId)
          .where('kind', '=', item.kind)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('contentItem')
          .values({
            ...item,
            position: last === null ? 0 : Number(last) + 1,
            isActive: 0,
            origin: 'app',
            fileHash: null,
            updatedAt: now,
          })
          .execute();
        await trx
          .insertInto('contentDraft')
          .values({ itemId: item.id, data: item.data, updatedBy: by, updatedAt: now })
          .execute();
      });
    },

    /** Deletes an item added in the app that was never published; false when it is not one. */
    async deleteNew(itemId: string) {
      const result = await db
        .deleteFrom('contentItem')
        .where('id', '=', itemId)
        .where('origin', '=', 'app')
        .where('publishedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
          // content/ is the shared programme: an organisation's additions stay in the database.
          .where('organizationId', 'is', null)
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
