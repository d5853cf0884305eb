import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/** The accounts sign-in finds by an address or number, and what it reads and writes of them. */
export function createSignInAccountsRepository(database: DatabaseHandle) {
  const { db } = database;
  return {
    /** The account with this (primary) address: its language, and whether it is confirmed. */
    accountOfEmail: (email: string) =>
      db
        .selectFrom('user')
        .select(['id', 'langSelected', 'emailVerified'])
        .where('email', '=', normalise(email))
        .executeTakeFirst(),

    /** The primary address behind a verified further address, so any verified address signs in. */
    async primaryEmailOf(email: string) {
      const row = await db
        .selectFrom('userEmail')
        .innerJoin('user', 'user.id', 'userEmail.userId')
        .select('user.email')
        .where('userEmail.email', '=', normalise(email))
        .where('userEmail.verified', '=', dbBoolean(database, true))
        .executeTakeFirst();
      return row?.email ?? email;
    },

    /** The account behind a verified phone number, if any. */
    accountOfPhone: (phone: string) =>
      db
        .selectFrom('userPhone')
        .innerJoin('user', 'user.id', 'userPhone.userId')
        .select(['user.id', 'user.email'])
        .where('userPhone.phone', '=', phone)
        .where('userPhone.verified', '=', dbBoolean(database, true))
        .executeTakeFirst(),

    /** What a new session of the user depends on: a required reset, a second step. */
    signInChecksOf: (userId: string) =>
      db
        .selectFrom('user')
        .select(['passwordResetRequired', 'twoFactorEnabled'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** The new password is set: a required reset is done. */
    async passwordResetDone(userId: string) {
      await db
        .updateTable('user')
        .set({ passwordResetRequired: dbBoolean(database, false) })
        .where('id', '=', userId)
        .execute();
    },

    /** Where the files of the user's answers are stored (they go with the account). */
    async answerFilesOf(userId: string) {
      const rows = await db
        .selectFrom('answer')
        .select('fileKey')
        .where('userId', '=', userId)
        .where('fileKey', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    },
  };
}

export type SignInAccountsRepository = ReturnType<typeof createSignInAccountsRepository>;
