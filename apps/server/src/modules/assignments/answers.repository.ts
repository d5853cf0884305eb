import { coachRoles } from '@leerloop/contracts';
import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import { cachedRead } from '../../db/cached-read.ts';
import { LEARNER_STATE_KEPT_MS } from '../programme/programme.repository.ts';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { AnswerTable, DB } from '../../db/schema.ts';

export type AnswerRow = Selectable<AnswerTable>;
export type AnswerWithLearner = AnswerRow & { firstName: string; lastName: string };

/**
 * The learner agreed to share the answer (their Brainfood consent, Y): the one rule for an
 * answer going further than its review — into Brainfood, or out in a group's export.
 */
export const isSharedByLearner = (eb: ExpressionBuilder<DB, 'answer'>) =>
  eb('answer.shareConsent', '=', 1);

/**
 * A coach looking at learners: in the organisation the session works in (issue 9, the
 * switcher), or — from the personal account — in every organisation they coach.
 */
export interface CoachView {
  coachId: string;
  organizationId: string | null;
}

/** The coach as the caller's session sees them: in the organisation it works in, or in all. */
export const coachViewOf = (caller: {
  userId: string;
  org?: { id: string } | null;
}): CoachView => ({
  coachId: caller.userId,
  organizationId: caller.org?.id ?? null,
});

/** The organisations whose learners a coach sees now. */
export function coachedOrganizations(db: Db, { coachId, organizationId }: CoachView) {
  const coached = db
    .selectFrom('member')
    .select('organizationId')
    .where('userId', '=', coachId)
    .where('role', 'in', coachRoles);
  return organizationId ? coached.where('organizationId', '=', organizationId) : coached;
}

export function createAnswersRepository({ db, writes }: Pick<DatabaseHandle, 'db' | 'writes'>) {
  /** Every organisation the user coaches, whichever one they work in now. */
  const anyCoached = (coachId: string) =>
    coachedOrganizations(db, { coachId, organizationId: null });

  const organizationsOf = (userId: string) =>
    db.selectFrom('member').select('organizationId').where('userId', '=', userId);

  const withLearner = () =>
    db
      .selectFrom('answer')
      .innerJoin('user', 'user.id', 'answer.userId')
      .selectAll('answer')
      .select(['user.firstName', 'user.lastName']);

  const answersOfUser = preparedQuery(db, ['userId'], ({ userId }) =>
    db.selectFrom('answer').selectAll().where('userId', '=', userId).orderBy('createdAt'),
  );

  // Kept between the learner's own writes, as their state is (programme.repository.ts).
  const answersOf = cachedRead((userId: string) => answersOfUser({ userId }), {
    writes,
    tables: ['answer'],
    keyColumns: { answer: 'userId' },
    ttlMs: LEARNER_STATE_KEPT_MS,
    max: 5000,
  });

  return {
    async insert(row: AnswerRow) {
      await db.insertInto('answer').values(row).execute();
    },

    async update(id: string, patch: Updateable<AnswerTable>) {
      await db.updateTable('answer').set(patch).where('id', '=', id).execute();
    },

    byId: (id: string) =>
      db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst(),

    byTask: (userId: string, assignmentId: string, taskId: string) =>
      db
        .selectFrom('answer')
        .selectAll()
        .where('userId', '=', userId)
        .where('assignmentId', '=', assignmentId)
        .where('taskId', '=', taskId)
        .executeTakeFirst(),

    /** The learner's answers, oldest first (built once: the assignments screen reads them). */
    ofUser: answersOf,

    /** Whether `coachId` coaches an organisation `learnerId` belongs to. */
    async isCoachOf(coachId: string, learnerId: string) {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', learnerId)
        .where('organizationId', 'in', anyCoached(coachId))
        .executeTakeFirst();
      return Boolean(row);
    },

    async sharesOrganization(userId: string, otherId: string) {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', otherId)
        .where('organizationId', 'in', organizationsOf(userId))
        .executeTakeFirst();
      return Boolean(row);
    },

    async isCoach(userId: string) {
      return Boolean(await anyCoached(userId).executeTakeFirst());
    },

    /** Answers of the learners in the organisations the coach sees now, newest first. */
    forReview(coach: CoachView, status: AnswerRow['status'] | 'all') {
      let query = withLearner().where(
        'answer.userId',
        'in',
        db
          .selectFrom('member')
          .select('userId')
          .where('organizationId', 'in', coachedOrganizations(db, coach)),
      );
      if (status !== 'all') query = query.where('answer.status', '=', status);
      return query.orderBy('answer.updatedAt', 'desc').orderBy('answer.id').execute();
    },

    forReviewById: (id: string) => withLearner().where('answer.id', '=', id).executeTakeFirst(),

    /** Answers a coach put in Brainfood, by learners who share an organisation with the viewer. */
    brainfoodFor: (viewerId: string) =>
      withLearner()
        .where('answer.brainfoodApprovedAt', 'is not', null)
        .where(isSharedByLearner)
        .where(
          'answer.userId',
          'in',
          db
            .selectFrom('member')
            .select('userId')
            .where('organizationId', 'in', organizationsOf(viewerId)),
        )
        .orderBy('answer.brainfoodApprovedAt', 'desc')
        .limit(100)
        .execute(),

    async markAssignmentsSeen(userId: string, at: Date) {
      await db
        .updateTable('user')
        .set({ assignmentsSeenAt: at.toISOString() })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
