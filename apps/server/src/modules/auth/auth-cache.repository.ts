import type { Db } from '../../db/database.ts';

/**
 * Keys of Better Auth's Redis cache written or deleted while Redis was away
 * (`auth_cache_invalidation`): deleted from Redis before it is trusted again (auth-cache.ts).
 */
export function createAuthCacheRepository(db: Db) {
  return {
    /** Up to `limit` of the remembered keys. */
    async keys(limit: number) {
      const rows = await db
        .selectFrom('authCacheInvalidation')
        .select('key')
        .limit(limit)
        .execute();
      return rows.map((row) => row.key);
    },
    async forget(keys: string[]) {
      await db.deleteFrom('authCacheInvalidation').where('key', 'in', keys).execute();
    },
    async remember(key: string) {
      await db
        .insertInto('authCacheInvalidation')
        .values({ key, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}

export type AuthCacheRepository = ReturnType<typeof createAuthCacheRepository>;
