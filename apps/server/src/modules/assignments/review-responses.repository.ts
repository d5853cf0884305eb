import type { Db } from '../../db/database.ts';

/**
 * Issue 20: a coach's responses as the learner meets them — new until seen, one mail while
 * new. The answer rows themselves belong to the answers repository; this one reads and writes
 * only the response's own marks on them, and the learner's mail setting.
 */
export function createReviewResponsesRepository(db: Db) {
  const unseen = () =>
    db
      .selectFrom('answer')
      .where('answer.status', 'in', ['approved', 'needs-work'])
      .where('answer.reviewedAt', 'is not', null)
      .where('answer.responseSeenAt', 'is', null);

  return {
    /** The learner's answers with a response they have not seen yet. */
    unseenOf: (userId: string) =>
      unseen()
        .select(['id', 'assignmentId', 'taskId', 'status', 'reviewedAt'])
        .where('userId', '=', userId)
        .orderBy('reviewedAt')
        .execute(),

    /** One answer with a response new to its learner, or undefined. */
    unseenById: (id: string) =>
      unseen().select(['id', 'userId', 'assignmentId']).where('id', '=', id).executeTakeFirst(),

    ownerOf: async (id: string) =>
      (await db.selectFrom('answer').select('userId').where('id', '=', id).executeTakeFirst())
        ?.userId,

    /** Seen: no longer new, and the next response may be mailed again. */
    async markSeen(id: string, at: Date) {
      await db
        .updateTable('answer')
        .set({ responseSeenAt: at.toISOString(), responseMailedAt: null })
        .where('id', '=', id)
        .where('responseSeenAt', 'is', null)
        .execute();
    },

    /** Claims the one mail about this new response; false when it is already claimed or seen. */
    async claimMail(id: string, at: Date) {
      const result = await db
        .updateTable('answer')
        .set({ responseMailedAt: at.toISOString() })
        .where('id', '=', id)
        .where('responseMailedAt', 'is', null)
        .where('responseSeenAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether another new response of this learner was mailed already (one mail till they look). */
    async hasMailedUnseen(userId: string, exceptId: string) {
      const row = await unseen()
        .select('id')
        .where('userId', '=', userId)
        .where('id', '!=', exceptId)
        .where('responseMailedAt', 'is not', null)
        .executeTakeFirst();
      return Boolean(row);
    },

    async releaseMail(id: string) {
      await db.updateTable('answer').set({ responseMailedAt: null }).where('id', '=', id).execute();
    },

    /** Where and how to mail the learner, and whether they want it. */
    mailRecipient: (userId: string) =>
      db
        .selectFrom('user')
        .select(['email', 'langSelected', 'reviewResponseMail'])
        .where('id', '=', userId)
        .executeTakeFirst(),
  };
}

export type ReviewResponsesRepository = ReturnType<typeof createReviewResponsesRepository>;
