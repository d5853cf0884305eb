import type { Db } from '../../db/database.ts';

/** Issue 24 item 4: who wants which reminders, their push subscriptions, the reminders sent. */
export function createRemindersRepository(db: Db) {
  return {
    /** Learners whose programme started and who turned reminders on. */
    async learnersWithReminders() {
      const rows = await db
        .selectFrom('user')
        .select('id')
        .where('reminders', '=', 1)
        .where('onboardingFinishedAt', 'is not', null)
        .execute();
      return rows.map((row) => row.id);
    },

    /** A learner's address, language and reminder switches. */
    async learner(userId: string) {
      const row = await db
        .selectFrom('user')
        .select([
          'id',
          'email',
          'firstName',
          'langSelected',
          'reminders',
          'reminderWeekOpen',
          'reminderAssignmentWaiting',
          'reminderCoachReplied',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        langSelected: row.langSelected,
        wants: {
          'week-open': Boolean(row.reminders) && Boolean(row.reminderWeekOpen),
          'assignment-waiting': Boolean(row.reminders) && Boolean(row.reminderAssignmentWaiting),
          'coach-replied': Boolean(row.reminders) && Boolean(row.reminderCoachReplied),
        },
      };
    },

    subscriptions(userId: string) {
      return db
        .selectFrom('pushSubscription')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('userId', '=', userId)
        .execute();
    },

    /** Saves a browser's subscription for this user (a browser moves to whoever subscribed last). */
    async saveSubscription(
      userId: string,
      subscription: { endpoint: string; p256dh: string; auth: string },
      at: Date,
    ) {
      await db
        .insertInto('pushSubscription')
        .values({ ...subscription, userId, createdAt: at.toISOString() })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            createdAt: at.toISOString(),
          }),
        )
        .execute();
    },

    /** Forgets a subscription: the user's own, or (userId left out) one the push service forgot. */
    async removeSubscription(endpoint: string, userId?: string) {
      let query = db.deleteFrom('pushSubscription').where('endpoint', '=', endpoint);
      if (userId) query = query.where('userId', '=', userId);
      await query.execute();
    },

    /** Claims a reminder: true for the one caller that wrote its row, on any instance. */
    async claim(reminder: { id: string; userId: string; kind: string }, at: Date) {
      const result = await db
        .insertInto('reminderSent')
        .values({ ...reminder, sentAt: at.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Gives a claim back when sending failed, so a later try may send it. */
    async release(id: string) {
      await db.deleteFrom('reminderSent').where('id', '=', id).execute();
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
