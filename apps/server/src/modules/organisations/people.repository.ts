import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';

/**
 * What the organisations need to know of users: how to address them, the addresses they
 * proved, and who the platform admins are.
 */
export function createPeopleRepository({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  const yes = dbBoolean({ driver }, true);
  const no = dbBoolean({ driver }, false);

  return {
    /** The language of whoever has this (primary) address, if anyone does. */
    async languageOf(email: string) {
      const row = await db
        .selectFrom('user')
        .select('langSelected')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.langSelected;
    },

    nameOf: (userId: string) =>
      db
        .selectFrom('user')
        .select(['firstName', 'lastName'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** A user's verified addresses: the primary one (once confirmed) and verified further ones. */
    async verifiedAddressesOf(userId: string) {
      const user = await db
        .selectFrom('user')
        .select(['email', 'emailVerified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const further = await db
        .selectFrom('userEmail')
        .select('email')
        .where('userId', '=', userId)
        .where('verified', '=', yes)
        .execute();
      return [...(user.emailVerified ? [user.email] : []), ...further.map((row) => row.email)];
    },

    /** The platform's own admins who are not banned, with their language. */
    platformAdmins: () =>
      db
        .selectFrom('user')
        .select(['email', 'langSelected'])
        .where('role', '=', 'admin')
        .where('banned', '=', no)
        .execute(),
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
