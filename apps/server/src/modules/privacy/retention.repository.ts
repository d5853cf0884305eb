import type { Db } from '../../db/database.ts';

/** Issue 18: removes what is kept no longer than needed; each answers how many rows went. */
export function createRetentionRepository(db: Db) {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    /** Chats without a message since `before`; their messages (and flags on them) go along. */
    async removeChatsIdleSince(before: Date) {
      return count(
        await db
          .deleteFrom('chat')
          .where('updatedAt', '<', before.toISOString())
          .executeTakeFirst(),
      );
    },

    async removeFlagsRaisedBefore(before: Date) {
      return count(
        await db
          .deleteFrom('imiFlag')
          .where('createdAt', '<', before.toISOString())
          .executeTakeFirst(),
      );
    },

    /** Sessions that ended before `before` (their address and browser go with them). */
    async removeSessionsEndedBefore(before: Date) {
      return count(
        await db
          .deleteFrom('session')
          .where('expiresAt', '<', before.toISOString())
          .executeTakeFirst(),
      );
    },

    /** Spent one-time values: codes, e-mail links, second-step challenges, bot checks. */
    async removeVerificationsExpiredBefore(before: Date) {
      return count(
        await db
          .deleteFrom('verification')
          .where('expiresAt', '<', before.toISOString())
          .executeTakeFirst(),
      );
    },

    /** A parent's address of a consent request nobody answered (given or withdrawn stay). */
    async removeUnansweredConsentRequestsExpiredBefore(before: Date) {
      return count(
        await db
          .deleteFrom('parentalConsent')
          .where('expiresAt', '<', before.toISOString())
          .where('givenAt', 'is', null)
          .where('withdrawnAt', 'is', null)
          .executeTakeFirst(),
      );
    },

    async removeBrowsersUnseenSince(before: Date) {
      return count(
        await db
          .deleteFrom('knownDevice')
          .where('lastSeenAt', '<', before.toISOString())
          .executeTakeFirst(),
      );
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
