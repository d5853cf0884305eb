import type { Db } from '../../db/database.ts';

/** The browsers each account signed in from, by the hash of their device id. */
export function createKnownDevicesRepository(db: Db) {
  return {
    async isKnown(userId: string, deviceHash: string) {
      const row = await db
        .selectFrom('knownDevice')
        .select('userId')
        .where('userId', '=', userId)
        .where('deviceHash', '=', deviceHash)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Whether the browser signed in to the account with this (primary) address. */
    async isKnownToEmail(email: string, deviceHash: string) {
      const row = await db
        .selectFrom('knownDevice')
        .innerJoin('user', 'user.id', 'knownDevice.userId')
        .select('knownDevice.userId')
        .where('user.email', '=', email.trim().toLowerCase())
        .where('knownDevice.deviceHash', '=', deviceHash)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The account with this (primary) address, if there is one. */
    async userIdOf(email: string) {
      const user = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return user?.id;
    },

    /** Remembers the browser for the account, or when it was last seen there. */
    async remember(userId: string, deviceHash: string) {
      const lastSeenAt = new Date().toISOString();
      await db
        .insertInto('knownDevice')
        .values({ userId, deviceHash, lastSeenAt })
        .onConflict((oc) => oc.columns(['userId', 'deviceHash']).doUpdateSet({ lastSeenAt }))
        .execute();
    },
  };
}

export type KnownDevicesRepository = ReturnType<typeof createKnownDevicesRepository>;
