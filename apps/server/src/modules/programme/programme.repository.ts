import type { Schedule } from './week-lock.ts';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { cachedRead } from '../../db/cached-read.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB, WeekJournalTable } from '../../db/schema.ts';
import type { WeekFile } from '@leerloop/contracts';
import {
  type ItemKind,
  type ItemOfKind,
  type ProgrammeItem,
  parseWeek,
  readItem,
} from './programme-items.ts';
import {
  contentStamp,
  createLearnerStateQuery,
  type LearnerState,
  type ProgressRow,
  parseProgress,
  scheduleColumns,
  scheduleOf,
} from './learner-state.repository.ts';

interface ProgrammeWeekRow {
  id: string;
  number: number;
  folder: string;
  week: WeekFile;
}

/** The programme as parsed once per import, with what every learner's screens look up in it. */
export interface ParsedProgramme {
  key: string;
  weeks: ProgrammeWeekRow[];
  items: ProgrammeItem[];
  /** Each active item of an active week with its week, by kind and id. */
  itemOf<K extends ItemKind>(
    kind: K,
    id: string,
  ): { data: ItemOfKind<K>['data']; week: ProgrammeWeekRow } | undefined;
  /**
   * The programme a learner of an organisation sees: the shared items and that organisation's
   * own additions (null: the shared items only). Made once per organisation and parsed copy.
   */
  forOrganisation(organizationId: string | null): ParsedProgramme;
}

/** One parsed copy per database, shared by every repository made on it. */
const programmeCache = new WeakMap<Db, ParsedProgramme>();
/**
 * The parse under way per database: reads that ask at the same moment share it. Each used to
 * parse a copy of its own, and the last one kept replaced the one the others had handed out —
 * what Imi knows, built per copy, was built again on the first question (issue 22).
 */
const programmeParsing = new WeakMap<Db, { key: string; parsed: Promise<ParsedProgramme> }>();

function parsedProgramme(
  key: string,
  weeks: ProgrammeWeekRow[],
  items: ProgrammeItem[],
): ParsedProgramme {
  const ofOrganisation = new Map<string | null, ParsedProgramme>();
  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const byKindAndId = new Map<string, { data: unknown; week: ProgrammeWeekRow }>();
  for (const item of items) {
    const week = weekById.get(item.weekId);
    if (week) byKindAndId.set(`${item.kind}:${item.id}`, { data: item.data, week });
  }
  const programme: ParsedProgramme = {
    key,
    weeks,
    items,
    itemOf: <K extends ItemKind>(kind: K, id: string) =>
      byKindAndId.get(`${kind}:${id}`) as
        { data: ItemOfKind<K>['data']; week: ProgrammeWeekRow } | undefined,
    forOrganisation(organizationId) {
      let made = ofOrganisation.get(organizationId);
      if (!made) {
        const seen = items.filter(
          (item) => !item.organizationId || item.organizationId === organizationId,
        );
        // Nothing left out (no organisation added anything): this copy, its views and all.
        made = seen.length === items.length ? programme : parsedProgramme(key, weeks, seen);
        ofOrganisation.set(organizationId, made);
      }
      return made;
    },
  };
  return programme;
}

/**
 * What a learner's state is read from (learner-state.repository.ts), and which column of each
 * holds the learner: their own writes forget only their copy (issue 22: the home screen's reads
 * between a learner's answers share one read); the shared tables' writes forget every copy.
 */
const LEARNER_STATE_TABLES = [
  'user',
  'member',
  'organization',
  'contentWeek',
  'organizationGroup',
  'organizationGroupLearner',
  'organizationGroupWeekOpening',
  'moduleProgress',
  'answer',
  'weekJournal',
  'swipeChoice',
  'swipeGame',
  'userTheme',
] as const satisfies readonly (keyof DB)[];
const LEARNER_KEY_COLUMNS = {
  user: 'id',
  member: 'userId',
  organizationGroupLearner: 'userId',
  moduleProgress: 'userId',
  answer: 'userId',
  weekJournal: 'userId',
  swipeChoice: 'userId',
  swipeGame: 'userId',
  userTheme: 'userId',
} satisfies Partial<Record<(typeof LEARNER_STATE_TABLES)[number], string>>;
/** Another instance's writes without the Redis relay: seen after this at most. */
export const LEARNER_STATE_KEPT_MS = 2000;

export function createProgrammeRepository(
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'writes'>,
) {
  const { db } = database;
  const learnerStateQuery = createLearnerStateQuery(database);
  // The programme comes along in the kept copy: one object per state, for as long as it is kept.
  const keptLearnerState = cachedRead(
    async (userId: string) => {
      const state = await learnerStateQuery(userId);
      const programme = await activeProgramme(state.contentStamp);
      return { ...state, programme: programme.forOrganisation(state.organizationId) };
    },
    {
      writes: database.writes,
      tables: LEARNER_STATE_TABLES,
      keyColumns: LEARNER_KEY_COLUMNS,
      ttlMs: LEARNER_STATE_KEPT_MS,
      max: 5000,
    },
  );
  // The content's version, kept between its own writes: a write answering a learner asked for it
  // twice, and it changes only with an import or an edit (another process's within the same 2 s).
  const keptContentStamp = cachedRead(
    async () =>
      contentStamp(
        (
          await db
            .selectFrom('contentWeek')
            .select((eb) => eb.fn.max('updatedAt').as('stamp'))
            .executeTakeFirstOrThrow()
        ).stamp,
      ),
    {
      writes: database.writes,
      tables: ['contentWeek', 'contentItem'],
      ttlMs: LEARNER_STATE_KEPT_MS,
      max: 1,
    },
  );
  const scheduleQuery = preparedQuery(db, ['userId'], ({ userId }) =>
    db
      .selectFrom('user')
      .select((eb) => scheduleColumns(eb))
      .where('user.id', '=', userId),
  );
  /** The learner's schedule (scheduleColumns), with the content's version. */
  const scheduleOfLearner = async (userId: string) => {
    const row = (await scheduleQuery({ userId }))[0];
    return {
      schedule: await scheduleOf(db, userId, row),
      contentStamp: contentStamp(row?.contentStamp),
      organizationId: row?.organizationId ?? null,
    };
  };

  /**
   * The active programme, parsed once per import: every screen change asks what is new, and
   * parsing all weeks' JSON each time was most of that answer's cost. An import (at start or by
   * `npm run content:import`, also from another process) touches every week row, so the
   * newest `updated_at` of the weeks says whether the copy is current. `knownStamp`: that
   * newest change, when the caller has just read it.
   */
  async function activeProgramme(knownStamp?: string) {
    const key = knownStamp ?? (await keptContentStamp(''));
    const cached = programmeCache.get(db);
    if (cached?.key === key) return cached;
    const parsing = programmeParsing.get(db);
    if (parsing?.key === key) return parsing.parsed;
    const parsed = parseProgramme(key);
    programmeParsing.set(db, { key, parsed });
    try {
      const fresh = await parsed;
      programmeCache.set(db, fresh);
      return fresh;
    } finally {
      if (programmeParsing.get(db)?.parsed === parsed) programmeParsing.delete(db);
    }
  }

  /** The active programme as the database holds it now, parsed. */
  async function parseProgramme(key: string) {
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
        .select([
          'contentItem.id',
          'contentItem.kind',
          'contentItem.weekId',
          'contentItem.data',
          'contentItem.organizationId',
        ])
        .where('contentItem.isActive', '=', 1)
        .orderBy('contentWeek.number')
        .orderBy('contentItem.position')
        .execute(),
    ]);
    return parsedProgramme(
      key,
      weekRows.map((row) => ({
        id: row.id,
        number: row.number,
        folder: row.folder,
        week: parseWeek(row.data),
      })),
      itemRows.map(readItem),
    );
  }

  return {
    /** The programme's active weeks, in order. */
    async activeWeeks() {
      return (await activeProgramme()).weeks;
    },

    /**
     * Every active item, every organisation's additions included: for finding what a learner's
     * record points to (an answer's assignment, a deck they played), never for what is shown.
     */
    async everyActiveItem() {
      return (await activeProgramme()).items;
    },

    /**
     * Every active item of the shared programme (modules and the weeks' other activities), in
     * order; with an organisation, its own additions too (a group's overview, decision 061).
     */
    async activeItems(organizationId: string | null = null) {
      return (await activeProgramme()).forOrganisation(organizationId).items;
    },

    /**
     * The learner's state (createLearnerStateQuery) and the programme it refers to, read in
     * one query: the home screen's reads need nothing else.
     */
    learnerState: (userId: string): Promise<LearnerState & { programme: ParsedProgramme }> =>
      keptLearnerState(userId),

    /**
     * When the learner's programme started, their organisation's shift in days, and their
     * group's clock (issue 23), which decides their weeks when they are in a group.
     */
    async schedule(userId: string): Promise<Schedule> {
      return (await scheduleOfLearner(userId)).schedule;
    },

    /**
     * An active item of a kind with its week, and the learner's schedule to tell whether it is
     * open, in one query built once: every answer, swipe and module step asks this first.
     */
    async openItem<K extends ItemKind>(kind: K, id: string, userId: string) {
      const { schedule, contentStamp: stamp, organizationId } = await scheduleOfLearner(userId);
      const programme = (await activeProgramme(stamp)).forOrganisation(organizationId);
      return { found: programme.itemOf(kind, id), schedule };
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

    async progress(userId: string, moduleId: string) {
      const row = await db
        .selectFrom('moduleProgress')
        .selectAll()
        .where('userId', '=', userId)
        .where('moduleId', '=', moduleId)
        .executeTakeFirst();
      return row ? parseProgress(row) : undefined;
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
