import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';

/** What the account page sets on the user row itself besides Better Auth's own fields. */
export function createAccountSettingsRepository(database: DatabaseHandle) {
  const { db } = database;
  return {
    /** The profile picture's path (set through Better Auth, which caches the user). */
    async imageOf(userId: string) {
      const row = await db
        .selectFrom('user')
        .select('image')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.image;
    },

    async isSecondStepByTextOn(userId: string) {
      const row = await db
        .selectFrom('user')
        .select('secondStepByText')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.secondStepByText);
    },

    async setSecondStepByText(userId: string, isOn: boolean) {
      await db
        .updateTable('user')
        .set({ secondStepByText: dbBoolean(database, isOn) })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
