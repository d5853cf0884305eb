import type { Db } from '../../db/database.ts';

/** What decides a user's second steps: the setting, the authenticator app, the phone numbers. */
export function createSecondStepsRepository(db: Db) {
  return {
    /** Whether texted codes are turned on, and whether a second step is on at all. */
    settingsOf: (userId: string) =>
      db
        .selectFrom('user')
        .select(['secondStepByText', 'twoFactorEnabled'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** Whether the authenticator app is set up (its first code was right). */
    async hasAuthenticator(userId: string) {
      const authenticator = await db
        .selectFrom('twoFactor')
        .select('verified')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(authenticator?.verified);
    },

    /** The user's phone numbers, each with whether it is primary and verified. */
    phonesOf: (userId: string) =>
      db
        .selectFrom('userPhone')
        .select(['phone', 'isPrimary', 'verified'])
        .where('userId', '=', userId)
        .execute(),
  };
}

export type SecondStepsRepository = ReturnType<typeof createSecondStepsRepository>;
