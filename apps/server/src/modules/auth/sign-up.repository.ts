import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** What the sign-up keeps beside Better Auth's own account: the birth year, a phone number. */
export function createSignUpRepository(db: Db) {
  return {
    async isPhoneTaken(phone: string) {
      const row = await db
        .selectFrom('userPhone')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      return Boolean(row);
    },
    async setBirthYear(userId: string, birthYear: number) {
      await db.updateTable('user').set({ birthYear }).where('id', '=', userId).execute();
    },
    /** Keeps the number unverified with the account; one taken in the meantime is left out. */
    async addUnverifiedPhone(userId: string, phone: string) {
      await db
        .insertInto('userPhone')
        .values({ id: newId(), userId, phone, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
    },
  };
}

export type SignUpRepository = ReturnType<typeof createSignUpRepository>;
