import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** Solved sign-up challenges already used, kept (by signature) until they expire. */
export function createCaptchaRepository(db: Db) {
  const identifierOf = (signature: string) => `captcha:${signature}`;
  return {
    async isSpent(signature: string) {
      const used = await db
        .selectFrom('verification')
        .select('id')
        .where('identifier', '=', identifierOf(signature))
        .executeTakeFirst();
      return Boolean(used);
    },
    async spend(signature: string, expiresAt: Date) {
      const now = new Date().toISOString();
      await db
        .insertInto('verification')
        .values({
          id: newId(),
          identifier: identifierOf(signature),
          value: 'used',
          expiresAt: expiresAt.toISOString(),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    },
    /** The sign-up it guarded was refused: the same solution may be used again. */
    async giveBack(signature: string) {
      await db
        .deleteFrom('verification')
        .where('identifier', '=', identifierOf(signature))
        .execute();
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
