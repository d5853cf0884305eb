import type { Db } from '../../db/database.ts';

/** A stored moment as a Date (SQLite hands back ISO text, PostgreSQL a Date). */
const toDate = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value);

/**
 * Issue 23 item 3: what the group overview counts, for every learner of a group at once — one
 * query per kind of thing (progress, decks, answers, flags, activity), never one per learner,
 * so a group of 500 answers as fast as a group of 5.
 */
export function createGroupOverviewRepository(db: Db) {
  const learnersOf = (groupId: string) =>
    db
      .selectFrom('organizationGroupLearner')
      .select('organizationGroupLearner.userId')
      .where('organizationGroupLearner.groupId', '=', groupId);

  /** The latest moment per learner in one table's column. */
  const latest = async (
    rows: Promise<{ userId: string; at: string | Date | null }[]>,
  ): Promise<Map<string, Date>> =>
    new Map(
      (await rows).flatMap((row) => {
        const at = toDate(row.at);
        return at ? [[row.userId, at] as const] : [];
      }),
    );

  return {
    /** Everything the overview counts of the group's learners (one learner: only theirs). */
    async activityOf(groupId: string, onlyUserId?: string) {
      const who = onlyUserId
        ? learnersOf(groupId).where('organizationGroupLearner.userId', '=', onlyUserId)
        : learnersOf(groupId);
      const [learners, progress, decks, answers, flags, swipes, messages, signIns, journals] =
        await Promise.all([
          db
            .selectFrom('organizationGroupLearner')
            .innerJoin('user', 'user.id', 'organizationGroupLearner.userId')
            .select([
              'user.id as userId',
              'user.firstName',
              'user.lastName',
              'user.onboardingFinishedAt',
            ])
            .where('organizationGroupLearner.groupId', '=', groupId)
            .$if(Boolean(onlyUserId), (qb) => qb.where('user.id', '=', onlyUserId!))
            .execute(),
          db
            .selectFrom('moduleProgress')
            .select(['userId', 'moduleId', 'bestScore', 'completedAt', 'updatedAt'])
            .where('userId', 'in', who)
            .execute(),
          db
            .selectFrom('swipeGame')
            .select(['userId', 'deckId', 'finishedAt'])
            .where('userId', 'in', who)
            .where('finishedAt', 'is not', null)
            .execute(),
          db
            .selectFrom('answer')
            .select(['userId', 'assignmentId', 'taskId', 'status', 'submittedAt'])
            .where('userId', 'in', who)
            .execute(),
          db
            .selectFrom('imiFlag')
            .select([
              'userId',
              (eb) => eb.fn.countAll<number>().as('total'),
              (eb) => eb.fn.count<number>('seenAt').as('seen'),
            ])
            .where('userId', 'in', who)
            .groupBy('userId')
            .execute(),
          latest(
            db
              .selectFrom('swipeChoice')
              .select(['userId', (eb) => eb.fn.max('createdAt').as('at')])
              .where('userId', 'in', who)
              .groupBy('userId')
              .execute(),
          ),
          latest(
            db
              .selectFrom('chatMessage')
              .select(['userId', (eb) => eb.fn.max('createdAt').as('at')])
              .where('userId', 'in', who)
              .where('role', '=', 'user')
              .groupBy('userId')
              .execute(),
          ),
          latest(
            db
              .selectFrom('session')
              .select(['userId', (eb) => eb.fn.max('createdAt').as('at')])
              .where('userId', 'in', who)
              .groupBy('userId')
              .execute(),
          ),
          latest(
            db
              .selectFrom('weekJournal')
              .select(['userId', (eb) => eb.fn.max('updatedAt').as('at')])
              .where('userId', 'in', who)
              .groupBy('userId')
              .execute(),
          ),
        ]);
      return {
        learners: learners.map((row) => ({
          userId: row.userId,
          firstName: row.firstName,
          lastName: row.lastName,
          startedAt: toDate(row.onboardingFinishedAt),
        })),
        progress: progress.map((row) => ({
          userId: row.userId,
          moduleId: row.moduleId,
          bestScore: row.bestScore,
          completedAt: toDate(row.completedAt),
          updatedAt: toDate(row.updatedAt)!,
        })),
        decks: decks.map((row) => ({
          userId: row.userId,
          deckId: row.deckId,
          finishedAt: toDate(row.finishedAt)!,
        })),
        answers: answers.map((row) => ({
          userId: row.userId,
          assignmentId: row.assignmentId,
          taskId: row.taskId,
          status: row.status,
          submittedAt: toDate(row.submittedAt)!,
        })),
        flags: new Map(
          flags.map((row) => [
            row.userId,
            { total: Number(row.total), unseen: Number(row.total) - Number(row.seen) },
          ]),
        ),
        /** Moments the tables above do not hold: swipes, Imi, sign-ins, the journal. */
        otherActivity: [swipes, messages, signIns, journals],
      };
    },
  };
}

export type GroupOverviewRepository = ReturnType<typeof createGroupOverviewRepository>;
