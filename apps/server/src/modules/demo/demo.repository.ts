import type { Db } from '../../db/database.ts';

/** What the demo seed reads and writes of its people besides Better Auth's own calls. */
export function createDemoRepository(db: Db) {
  return {
    async userIdByEmail(email: string) {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether the user has an account (a way to sign in) of any kind. */
    async hasAccount(userId: string) {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    async makePlatformAdmin(userId: string) {
      await db.updateTable('user').set({ role: 'admin' }).where('id', '=', userId).execute();
    },

    /** Sets when the user finished onboarding, unless they have already. */
    async finishOnboardingAt(userId: string, at: Date) {
      await db
        .updateTable('user')
        .set({ onboardingFinishedAt: at.toISOString() })
        .where('id', '=', userId)
        .where('onboardingFinishedAt', 'is', null)
        .execute();
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;
