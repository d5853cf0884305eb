import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** What is kept of a code sent to verify an address or number (one-time-code.ts). */
interface StoredCode {
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
}

/** What a verified row forgets of its code. */
const noCode = { codeHash: null, codeExpiresAt: null, codeAttempts: 0 };

/** E-mail addresses are kept trimmed and lower-case, and looked up that way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The primary address behind a verified further address, so any verified address signs in. */
export async function primaryEmailOf(database: DatabaseHandle, email: string) {
  const row = await database.db
    .selectFrom('userEmail')
    .innerJoin('user', 'user.id', 'userEmail.userId')
    .select('user.email')
    .where('userEmail.email', '=', normaliseEmail(email))
    .where('userEmail.verified', '=', dbBoolean(database, true))
    .executeTakeFirst();
  return row?.email ?? email;
}

/**
 * A user's identifiers besides the primary e-mail address (Better Auth's `user.email`): further
 * e-mail addresses, phone numbers and web3 wallets.
 */
export function createIdentifiersRepository(database: DatabaseHandle) {
  const { db } = database;
  const yes = dbBoolean(database, true);
  const no = dbBoolean(database, false);
  const now = () => new Date().toISOString();

  return {
    primaryEmailOf: (email: string) => primaryEmailOf(database, email),

    /** The primary address and the language: where and how a code is mailed. */
    primaryAddressOf: (userId: string) =>
      db
        .selectFrom('user')
        .select(['email', 'langSelected'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    // Further e-mail addresses.

    extraEmailOf: (userId: string, id: string) =>
      db
        .selectFrom('userEmail')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst(),

    extraEmailsOf: (userId: string) =>
      db
        .selectFrom('userEmail')
        .select(['id', 'email', 'verified'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),

    async countExtraEmails(userId: string) {
      const { count } = await db
        .selectFrom('userEmail')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Whether any account has the address, as its primary or as a further one. */
    async isEmailTaken(address: string) {
      const taken =
        (await db
          .selectFrom('user')
          .select('id')
          .where('email', '=', address)
          .executeTakeFirst()) ??
        (await db
          .selectFrom('userEmail')
          .select('id')
          .where('email', '=', address)
          .executeTakeFirst());
      return Boolean(taken);
    },

    async addEmail(userId: string, address: string) {
      const id = newId();
      await db
        .insertInto('userEmail')
        .values({ id, userId, email: address, createdAt: now() })
        .execute();
      return id;
    },

    async storeEmailCode(id: string, stored: StoredCode) {
      await db.updateTable('userEmail').set(stored).where('id', '=', id).execute();
    },

    async countWrongEmailCode(id: string) {
      await db
        .updateTable('userEmail')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markEmailVerified(id: string) {
      await db
        .updateTable('userEmail')
        .set({ verified: yes, ...noCode })
        .where('id', '=', id)
        .execute();
    },

    /** Puts another address in a further address's row (swapping it with the primary one). */
    async replaceExtraEmail(id: string, email: string) {
      await db.updateTable('userEmail').set({ email }).where('id', '=', id).execute();
    },

    /** The oldest verified further address: the one that takes the primary one's place. */
    firstVerifiedExtraEmail: (userId: string) =>
      db
        .selectFrom('userEmail')
        .select('id')
        .where('userId', '=', userId)
        .where('verified', '=', yes)
        .orderBy('createdAt')
        .executeTakeFirst(),

    async removeExtraEmail(id: string) {
      await db.deleteFrom('userEmail').where('id', '=', id).execute();
    },

    // Phone numbers.

    phoneOf: (userId: string, id: string) =>
      db
        .selectFrom('userPhone')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst(),

    phonesOf: (userId: string) =>
      db
        .selectFrom('userPhone')
        .select(['id', 'phone', 'verified', 'isPrimary'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),

    /** The verified primary number (where second-step codes are texted), or null. */
    async primaryPhoneOf(userId: string) {
      const phones = await db
        .selectFrom('userPhone')
        .select(['phone', 'isPrimary', 'verified'])
        .where('userId', '=', userId)
        .execute();
      return phones.find((row) => row.isPrimary && row.verified)?.phone ?? null;
    },

    /** Whether any account has the number. */
    async isPhoneTaken(phone: string) {
      const taken = await db
        .selectFrom('userPhone')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      return Boolean(taken);
    },

    async addPhone(userId: string, phone: string) {
      const id = newId();
      await db.insertInto('userPhone').values({ id, userId, phone, createdAt: now() }).execute();
      return id;
    },

    async storePhoneCode(id: string, stored: StoredCode) {
      await db.updateTable('userPhone').set(stored).where('id', '=', id).execute();
    },

    async countWrongPhoneCode(id: string) {
      await db
        .updateTable('userPhone')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markPhoneVerified(id: string, { isPrimary }: { isPrimary: boolean }) {
      await db
        .updateTable('userPhone')
        .set({ verified: yes, isPrimary: isPrimary ? yes : no, ...noCode })
        .where('id', '=', id)
        .execute();
    },

    /** The number becomes the user's one primary number. */
    async makePrimaryPhone(userId: string, id: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('userPhone')
          .set({ isPrimary: no })
          .where('userId', '=', userId)
          .execute();
        await trx.updateTable('userPhone').set({ isPrimary: yes }).where('id', '=', id).execute();
      });
    },

    async removePhone(id: string) {
      await db.deleteFrom('userPhone').where('id', '=', id).execute();
    },

    // Web3 wallets.

    walletsOf: (userId: string) =>
      db
        .selectFrom('userWallet')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),

    /** The account the wallet is linked to, if any. */
    async walletOwnerOf(address: string) {
      const row = await db
        .selectFrom('userWallet')
        .select('userId')
        .where('address', '=', address)
        .executeTakeFirst();
      return row?.userId;
    },

    async addWallet(userId: string, address: string, chainId: number) {
      await db
        .insertInto('userWallet')
        .values({ id: newId(), userId, address, chainId, createdAt: now() })
        .execute();
    },

    /** Whether the user had the wallet (it is gone now). */
    async removeWallet(userId: string, id: string) {
      const { numDeletedRows } = await db
        .deleteFrom('userWallet')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return numDeletedRows > 0;
    },
  };
}

export type IdentifiersRepository = ReturnType<typeof createIdentifiersRepository>;
