import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Db } from '../../db/database.ts';
import type { ContentItemTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { LoadedWeek } from './content-loader.ts';

type ItemRow = Pick<ContentItemTable, 'id' | 'kind' | 'weekId' | 'position' | 'data'>;

const hashOf = (data: string) => createHash('sha256').update(data).digest('base64url');

/**
 * Puts the programme into the database in one transaction: upserts by stable id (a re-import
 * updates in place), and marks what is no longer in the files inactive instead of deleting it,
 * so no learner's progress is ever lost. Running it twice changes nothing. (Flags are 1/0:
 * SQLite cannot bind booleans, and PostgreSQL reads '1'/'0' as booleans.)
 *
 * An item published from the app keeps its edit while its file says what it said at the last
 * import; when the file changed, the file wins and the edit goes into the item's history, with a
 * warning in `replacedEdits` (decision 051).
 */
export async function importProgramme(db: Db, weeks: LoadedWeek[]) {
  const now = new Date().toISOString();
  const weekRows = weeks.map(({ week, dir }) => ({
    id: week.id,
    number: week.number,
    folder: basename(dir),
    data: JSON.stringify(week),
  }));
  const itemRows: ItemRow[] = weeks.flatMap(
    ({ week, modules, deck, assignment, story, brainfood, imiAnswers }) => [
      ...modules.map((m, position) => ({
        id: m.id,
        kind: 'module' as const,
        weekId: week.id,
        position,
        data: JSON.stringify(m),
      })),
      {
        id: deck.id,
        kind: 'swipe-deck' as const,
        weekId: week.id,
        position: 0,
        data: JSON.stringify(deck),
      },
      {
        id: assignment.id,
        kind: 'assignment' as const,
        weekId: week.id,
        position: 0,
        data: JSON.stringify(assignment),
      },
      {
        id: story.id,
        kind: 'story' as const,
        weekId: week.id,
        position: 0,
        data: JSON.stringify(story),
      },
      ...brainfood.items.map((item, position) => ({
        id: item.id,
        kind: 'brainfood' as const,
        weekId: week.id,
        position,
        data: JSON.stringify(item),
      })),
      ...imiAnswers.answers.map((answer, position) => ({
        id: answer.id,
        kind: 'imi-answer' as const,
        weekId: week.id,
        position,
        data: JSON.stringify(answer),
      })),
    ],
  );

  const replacedEdits: string[] = [];
  await db.transaction().execute(async (trx) => {
    const edited = new Map(
      (
        await trx
          .selectFrom('contentItem')
          .select(['id', 'data', 'fileHash'])
          .where('publishedAt', 'is not', null)
          .execute()
      ).map((row) => [row.id, row]),
    );
    await trx.updateTable('contentWeek').set({ isActive: 0, updatedAt: now }).execute();
    // Items added in the app are not in the files until exported: not gone (decision 060).
    await trx
      .updateTable('contentItem')
      .set({ isActive: 0, updatedAt: now })
      .where('origin', '=', 'file')
      .execute();
    for (const row of weekRows) {
      await trx
        .insertInto('contentWeek')
        .values({ ...row, isActive: 1, updatedAt: now })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            number: row.number,
            folder: row.folder,
            data: row.data,
            isActive: 1,
            updatedAt: now,
          }),
        )
        .execute();
    }
    for (const row of itemRows) {
      const fileHash = hashOf(row.data);
      const edit = edited.get(row.id);
      const keepsEdit = edit !== undefined && edit.fileHash === fileHash;
      if (edit && !keepsEdit && edit.data !== row.data) {
        replacedEdits.push(row.id);
        await trx
          .insertInto('contentHistory')
          .values({
            id: newId(),
            itemId: row.id,
            action: 'import',
            previousData: edit.data,
            data: row.data,
            changedBy: null,
            changedAt: now,
          })
          .execute();
      }
      const data = keepsEdit ? edit.data : row.data;
      const published = keepsEdit ? {} : { publishedAt: null, publishedBy: null };
      await trx
        .insertInto('contentItem')
        .values({ ...row, data, fileHash, isActive: 1, updatedAt: now })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            kind: row.kind,
            weekId: row.weekId,
            position: row.position,
            data,
            fileHash,
            ...published,
            // An item added in the app and exported is a file's item from now on.
            origin: 'file',
            isActive: 1,
            updatedAt: now,
          }),
        )
        .execute();
    }
  });
  return { weeks: weekRows.length, items: itemRows.length, replacedEdits };
}
