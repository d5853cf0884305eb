import type { Db } from '../../db/database.ts';
import { isSharedByLearner } from '../assignments/answers.repository.ts';

/** Issue 23 item 4: what a group's export reads beyond the overview. */
export function createGroupExportRepository(db: Db) {
  return {
    /** The answers of the group's learners that they agreed to share, by learner and time. */
    sharedAnswersOf: (groupId: string) =>
      db
        .selectFrom('answer')
        .innerJoin('user', 'user.id', 'answer.userId')
        .select([
          'user.firstName',
          'user.lastName',
          'answer.userId',
          'answer.assignmentId',
          'answer.taskId',
          'answer.text',
          'answer.fileName',
          'answer.status',
          'answer.feedback',
          'answer.submittedAt',
        ])
        .where(
          'answer.userId',
          'in',
          db.selectFrom('organizationGroupLearner').select('userId').where('groupId', '=', groupId),
        )
        .where(isSharedByLearner)
        .orderBy('user.lastName')
        .orderBy('user.firstName')
        .orderBy('answer.userId')
        .orderBy('answer.submittedAt')
        .orderBy('answer.id')
        .execute(),
  };
}

export type GroupExportRepository = ReturnType<typeof createGroupExportRepository>;
