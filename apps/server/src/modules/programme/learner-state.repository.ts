import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { DB } from '../../db/schema.ts';
import { toIso } from '../../db/schema.ts';
import { groupClockOf } from '../groups/groups.repository.ts';
import type { Schedule } from './week-lock.ts';

/**
 * What a learner's schedule is read from, as columns of a query on `user`: the start, the first
 * organisation's shift (and id), the content's version, and whether they are in a group (issue 23; only
 * then is the group's clock read, by `scheduleOf`).
 */
export const scheduleColumns = (eb: ExpressionBuilder<DB, 'user'>) =>
  [
    'user.onboardingFinishedAt',
    eb
      .selectFrom('member')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select('organization.programmeOffsetDays')
      .whereRef('member.userId', '=', 'user.id')
      .orderBy('member.createdAt')
      .limit(1)
      .as('offsetDays'),
    // Issue 23 item 6: whose additions to the programme the learner sees (the same organisation).
    eb
      .selectFrom('member')
      .select('member.organizationId')
      .whereRef('member.userId', '=', 'user.id')
      .orderBy('member.createdAt')
      .limit(1)
      .as('organizationId'),
    eb
      .selectFrom('contentWeek')
      .select((inner) => inner.fn.max('contentWeek.updatedAt').as('stamp'))
      .as('contentStamp'),
    eb
      .exists(
        eb
          .selectFrom('organizationGroupLearner')
          .select('organizationGroupLearner.userId')
          .whereRef('organizationGroupLearner.userId', '=', 'user.id'),
      )
      .as('inGroup'),
  ] as const;

/** The learner's schedule from `scheduleColumns`, with their group's clock when they have one. */
export async function scheduleOf(
  db: Db,
  userId: string,
  row:
    | {
        onboardingFinishedAt: string | Date | null;
        offsetDays: number | null;
        inGroup: unknown;
      }
    | undefined,
): Promise<Schedule> {
  return {
    startedAt: toDate(row?.onboardingFinishedAt ?? null),
    offsetDays: row?.offsetDays ?? 0,
    group: row?.inGroup ? await groupClockOf(db, userId) : null,
  };
}

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

export const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

export const parseProgress = (row: {
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

/** SQLite hands a JSON aggregate over as text, PostgreSQL as parsed rows. */
const rowsOf = <T>(value: T[] | string | null | undefined): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/** The newest change of the programme's weeks: the version of the parsed copy (see below). */
export const contentStamp = (value: string | Date | null | undefined) =>
  value ? toIso(value) : '';

/**
 * What the programme's screens know of one learner — when their programme started, their
 * organisation's shift, their modules' progress, answers, journals, swipe decks and theme
 * choices — and the programme's version, in one query built once (issue 22: the home screen
 * asked ten queries for this at every visit).
 */
export function createLearnerStateQuery({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  const jsonArrayFrom = driver === 'PostgreSQL' ? postgresJsonArray : sqliteJsonArray;
  const query = preparedQuery(db, ['userId'], ({ userId }) =>
    db
      .selectFrom('user')
      .select((eb) => [
        ...scheduleColumns(eb),
        'user.assignmentsSeenAt',
        jsonArrayFrom(
          eb
            .selectFrom('moduleProgress')
            .select([
              'moduleProgress.moduleId',
              'moduleProgress.position',
              'moduleProgress.answers',
              'moduleProgress.lastScore',
              'moduleProgress.bestScore',
              'moduleProgress.completedAt',
            ])
            .whereRef('moduleProgress.userId', '=', 'user.id'),
        ).as('progress'),
        jsonArrayFrom(
          eb
            .selectFrom('answer')
            .select(['answer.assignmentId', 'answer.taskId', 'answer.status'])
            .whereRef('answer.userId', '=', 'user.id'),
        ).as('answers'),
        jsonArrayFrom(
          eb
            .selectFrom('weekJournal')
            .select(['weekJournal.weekId', 'weekJournal.storyText', 'weekJournal.chapterReadAt'])
            .whereRef('weekJournal.userId', '=', 'user.id'),
        ).as('journals'),
        jsonArrayFrom(
          eb
            .selectFrom('swipeChoice')
            .select('swipeChoice.deckId')
            .distinct()
            .whereRef('swipeChoice.userId', '=', 'user.id'),
        ).as('startedDecks'),
        jsonArrayFrom(
          eb
            .selectFrom('swipeGame')
            .select('swipeGame.deckId')
            .whereRef('swipeGame.userId', '=', 'user.id')
            .where('swipeGame.finishedAt', 'is not', null),
        ).as('finishedDecks'),
        jsonArrayFrom(
          eb
            .selectFrom('userTheme')
            .select(['userTheme.weekId', 'userTheme.choice'])
            .whereRef('userTheme.userId', '=', 'user.id'),
        ).as('themes'),
      ])
      .where('user.id', '=', userId),
  );

  return async (userId: string) => {
    const row = (await query({ userId }))[0];
    const schedule = await scheduleOf(db, userId, row);
    const answers = rowsOf(row?.answers);
    const journals = rowsOf(row?.journals);
    return {
      contentStamp: contentStamp(row?.contentStamp),
      organizationId: row?.organizationId ?? null,
      schedule,
      assignmentsSeenAt: toDate(row?.assignmentsSeenAt ?? null),
      progress: new Map(rowsOf(row?.progress).map((p) => [p.moduleId, parseProgress(p)])),
      answeredTasks: new Set(answers.map((a) => taskKey(a.assignmentId, a.taskId))),
      answerStatuses: new Map(answers.map((a) => [taskKey(a.assignmentId, a.taskId), a.status])),
      journals: new Map(
        journals.map((j) => [
          j.weekId,
          { storyText: j.storyText, chapterReadAt: toDate(j.chapterReadAt) },
        ]),
      ),
      decks: {
        started: new Set(rowsOf(row?.startedDecks).map((d) => d.deckId)),
        finished: new Set(rowsOf(row?.finishedDecks).map((d) => d.deckId)),
      },
      themes: new Map(rowsOf(row?.themes).map((t) => [t.weekId, t.choice])),
    };
  };
}

export type LearnerState = Awaited<ReturnType<ReturnType<typeof createLearnerStateQuery>>>;
