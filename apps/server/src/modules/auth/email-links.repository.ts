import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** The e-mailed sign-in links Better Auth keeps (magicLink, stored hashed). */
export function createEmailLinksRepository(db: Db) {
  return {
    /** When the link with this token stops working; undefined for a token never sent. */
    async expiresAtOf(token: string) {
      // Better Auth keeps the link hashed (storeToken 'hashed'): SHA-256, base64url.
      const hashed = createHash('sha256').update(token).digest('base64url');
      const row = await db
        .selectFrom('verification')
        .select('expiresAt')
        .where('identifier', '=', `magic-link:${hashed}`)
        .executeTakeFirst();
      return row && new Date(row.expiresAt);
    },
  };
}

export type EmailLinksRepository = ReturnType<typeof createEmailLinksRepository>;
