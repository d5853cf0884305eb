import { coachRoles } from '@leerloop/contracts';
import type { Db } from '../../../db/database.ts';

/**
 * Who may be told of a learner's crisis flag (decision 044): the coaches of the learner's
 * groups, the coaches (Admins) of the learner's organisations, and the platform admins.
 */
export function createCrisisAlertRecipientsRepository(db: Db) {
  return {
    /** The coaches of the learner's groups, and whether each may read the flags (an Admin). */
    async groupCoachesOf(learnerId: string) {
      const rows = await db
        .selectFrom('organizationGroupLearner as learner')
        .innerJoin('organizationGroupCoach as coach', 'coach.groupId', 'learner.groupId')
        .innerJoin('member', (join) =>
          join
            .onRef('member.organizationId', '=', 'coach.organizationId')
            .onRef('member.userId', '=', 'coach.userId'),
        )
        .innerJoin('user', 'user.id', 'coach.userId')
        .select([
          'user.email',
          'user.langSelected',
          'learner.groupId',
          'learner.organizationId',
          'member.role',
        ])
        .where('learner.userId', '=', learnerId)
        .where('coach.userId', '!=', learnerId)
        .execute();
      return rows.map(({ role, ...row }) => ({ ...row, mayReview: coachRoles.includes(role) }));
    },

    /** The coaches (Admins) of every organisation the learner is in. */
    organisationCoachesOf: (learnerId: string) =>
      db
        .selectFrom('member as learner')
        .innerJoin('member as coach', 'coach.organizationId', 'learner.organizationId')
        .innerJoin('user', 'user.id', 'coach.userId')
        .select(['user.email', 'user.langSelected', 'coach.organizationId'])
        .where('learner.userId', '=', learnerId)
        .where('coach.role', 'in', coachRoles)
        .where('coach.userId', '!=', learnerId)
        .execute(),

    platformAdminsBut: (learnerId: string) =>
      db
        .selectFrom('user')
        .select(['email', 'langSelected'])
        .where('role', '=', 'admin')
        .where('id', '!=', learnerId)
        .execute(),
  };
}

export type CrisisAlertRecipientsRepository = ReturnType<
  typeof createCrisisAlertRecipientsRepository
>;
