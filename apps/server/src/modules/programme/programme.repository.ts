import type { Schedule } from './week-lock.ts';
import { groupClockOf } from '../groups/groups.repository.ts';
import type { Db } from '../../db/database.ts';
import { type WeekJournalTable, toIso } from '../../db/schema.ts';
import type { WeekFile } from '@leerloop/contracts';
import {
  type ItemKind,
  type ProgrammeItem,
  parseItemData,
  parseWeek,
  readItem,
} from './programme-items.ts';

/** An answered task of an assignment, as one key. */
export const taskKey = (assignmentId: string, taskId: string) => `${assignmentId}:${taskId}`;

export interface StoredAnswer {
  given: string | boolean | string[];
  isCorrect: boolean;
}

export interface ProgressRow {
  moduleId: string;
  position: number;
  answers: Record<string, StoredAnswer>;
  lastScore: number | null;
  bestScore: number | null;
  completedAt: Date | null;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

interface ParsedProgramme {
  key: string;
  weeks: { id: string; number: number; folder: string; week: WeekFile }[];
  items: ProgrammeItem[];
}
/** One parsed copy per database, shared by every repository made on it. */
const programmeCache = new WeakMap<Db, ParsedProgramme>();

export function createProgrammeRepository(db: Db) {
  const parseProgress = (row: {
    moduleId: string;
    position: number;
    answers: string;
    lastScore: number | null;
    bestScore: number | null;
    completedAt: string | Date | null;
  }): ProgressRow => ({
    moduleId: row.moduleId,
    position: row.position,
    answers: JSON.parse(row.answers) as Record<string, StoredAnswer>,
    lastScore: row.lastScore,
    bestScore: row.bestScore,
    completedAt: toDate(row.completedAt),
  });

  /**
   * The active programme, parsed once per import: every screen change asks what is new, and
   * parsing all weeks' JSON each time was most of that answer's cost. An import (at start or by
   * `npm run content:import`, also from another process) touches every week row, so the
   * newest `updated_at` of the weeks says whether the copy is current.
   */
  async function activeProgramme() {
    const { stamp } = await db
      .selectFrom('contentWeek')
      .select((eb) => eb.fn.max('updatedAt').as('stamp'))
      .executeTakeFirstOrThrow();
    const key = stamp ? toIso(stamp) : '';
    const cached = programmeCache.get(db);
    if (cached?.key === key) return cached;
    const [weekRows, itemRows] = await Promise.all([
      db
        .selectFrom('contentWeek')
        .selectAll()
        .where('isActive', '=', 1)
        .orderBy('number')
        .execute(),
      // In the weeks' order, then each week's own: positions count within a week.
      db
        .selectFrom('contentItem')
        .innerJoin('contentWeek', 'contentWeek.id', 'contentItem.weekId')
        .select(['contentItem.id', 'contentItem.kind', 'contentItem.weekId', 'contentItem.data'])
        .where('contentItem.isActive', '=', 1)
        .orderBy('contentWeek.number')
        .orderBy('contentItem.position')
        .execute(),
    ]);
    const fresh = {
      key,
      weeks: weekRows.map((row) => ({
        id: row.id,
        number: row.number,
        folder: row.folder,
        week: parseWeek(row.data),
      })),
      items: itemRows.map(readItem),
    };
    programmeCache.set(db, fresh);
    return fresh;
  }

  return {
    /** The programme's active weeks, in order. */
    async activeWeeks() {
      return (await activeProgramme()).weeks;
    },

    /** Every active item of the programme (modules and the weeks' other activities), in order. */
    async activeItems() {
      return (await activeProgramme()).items;
    },

    /** One active item of a kind with its week: the hot paths read only this. */
    async activeItem<K extends ItemKind>(kind: K, id: string) {
      const row = await db
        .selectFrom('contentItem')
        .innerJoin('contentWeek', 'contentWeek.id', 'contentItem.weekId')
        .select([
          'contentItem.data',
          'contentWeek.id as weekId',
          'contentWeek.number',
          'contentWeek.folder',
        ])
        .where('contentItem.id', '=', id)
        .where('contentItem.kind', '=', kind)
        .where('contentItem.isActive', '=', 1)
        .where('contentWeek.isActive', '=', 1)
        .executeTakeFirst();
      return (
        row && {
          data: parseItemData(kind, row.data),
          week: { id: row.weekId, number: row.number, folder: row.folder },
        }
      );
    },

    /**
     * When the learner's programme started, their organisation's shift in days, and their
     * group's clock (issue 23), which decides their weeks when they are in a group.
     */
    async schedule(userId: string): Promise<Schedule> {
      const user = await db
        .selectFrom('user')
        .select('onboardingFinishedAt')
        .where('id', '=', userId)
        .executeTakeFirst();
      const organization = await db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select('organization.programmeOffsetDays')
        .where('member.userId', '=', userId)
        .orderBy('member.createdAt')
        .executeTakeFirst();
      return {
        startedAt: toDate(user?.onboardingFinishedAt ?? null),
        offsetDays: organization?.programmeOffsetDays ?? 0,
        group: await groupClockOf(db, userId),
      };
    },

    /** Starts the programme once; true when this call did it. */
    async finishOnboarding(userId: string, at: Date) {
      const result = await db
        .updateTable('user')
        .set({ onboardingFinishedAt: at.toISOString() })
        .where('id', '=', userId)
        .where('onboardingFinishedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The learner's onboarding choice per theme (week id). */
    async themeChoices(userId: string) {
      const rows = await db
        .selectFrom('userTheme')
        .select(['weekId', 'choice'])
        .where('userId', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.weekId, row.choice]));
    },

    /** Replaces the learner's theme choices, all or nothing. */
    async saveThemeChoices(
      userId: string,
      choices: { id: string; choice: 'agree' | 'disagree' }[],
      at: Date,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('userTheme').where('userId', '=', userId).execute();
        await trx
          .insertInto('userTheme')
          .values(
            choices.map(({ id, choice }) => ({
              userId,
              weekId: id,
              choice,
              createdAt: at.toISOString(),
            })),
          )
          .execute();
      });
    },

    async progressOfUser(userId: string) {
      const rows = await db
        .selectFrom('moduleProgress')
        .selectAll()
        .where('userId', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.moduleId, parseProgress(row)]));
    },

    async progress(userId: string, moduleId: string) {
      const row = await db
        .selectFrom('moduleProgress')
        .selectAll()
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .executeTakeFirst();
      return row ? parseProgress(row) : undefined;
    },

    /** The tasks the learner answered, as taskKey(assignmentId, taskId). */
    async answeredTasks(userId: string) {
      const rows = await db
        .selectFrom('answer')
        .select(['assignmentId', 'taskId'])
        .where('userId', '=', userId)
        .execute();
      return new Set(rows.map((row) => taskKey(row.assignmentId, row.taskId)));
    },

    /** Where each of the learner's answers stands with the coach, by taskKey (issue 20). */
    async answerStatuses(userId: string) {
      const rows = await db
        .selectFrom('answer')
        .select(['assignmentId', 'taskId', 'status'])
        .where('userId', '=', userId)
        .execute();
      return new Map(rows.map((row) => [taskKey(row.assignmentId, row.taskId), row.status]));
    },

    /** The swipe decks the learner started and finished. */
    async swipeDecks(userId: string) {
      const [started, finished] = await Promise.all([
        db
          .selectFrom('swipeChoice')
          .select('deckId')
          .distinct()
          .where('userId', '=', userId)
          .execute(),
        db
          .selectFrom('swipeGame')
          .select('deckId')
          .where('userId', '=', userId)
          .where('finishedAt', 'is not', null)
          .execute(),
      ]);
      return {
        started: new Set(started.map((row) => row.deckId)),
        finished: new Set(finished.map((row) => row.deckId)),
      };
    },

    /** The learner's swipes in one deck, in the order they were made. */
    async swipeChoicesOf(userId: string, deckId: string) {
      return db
        .selectFrom('swipeChoice')
        .select(['cardId', 'choice'])
        .where('userId', '=', userId)
        .where('deckId', '=', deckId)
        .orderBy('createdAt')
        .execute();
    },

    /** The learner's journal rows (own words, reflection, chapter read) by week id. */
    async journals(userId: string) {
      const rows = await db
        .selectFrom('weekJournal')
        .selectAll()
        .where('userId', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.weekId, row]));
    },

    async saveJournal(
      userId: string,
      weekId: string,
      patch: Partial<
        Pick<
          WeekJournalTable,
          'storyText' | 'reflectionText' | 'reflectionUpdatedAt' | 'chapterReadAt'
        >
      >,
    ) {
      const values = { ...patch, updatedAt: new Date().toISOString() };
      await db
        .insertInto('weekJournal')
        .values({ userId, weekId, ...values })
        .onConflict((oc) => oc.columns(['userId', 'weekId']).doUpdateSet(values))
        .execute();
    },

    async saveProgress(userId: string, progress: ProgressRow) {
      const values = {
        position: progress.position,
        answers: JSON.stringify(progress.answers),
        lastScore: progress.lastScore,
        bestScore: progress.bestScore,
        completedAt: progress.completedAt?.toISOString() ?? null,
        updatedAt: new Date().toISOString(),
      };
      await db
        .insertInto('moduleProgress')
        .values({ userId, moduleId: progress.moduleId, ...values })
        .onConflict((oc) => oc.columns(['userId', 'moduleId']).doUpdateSet(values))
        .execute();
    },
  };
}

export type ProgrammeRepository = ReturnType<typeof createProgrammeRepository>;
