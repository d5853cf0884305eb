import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Counts events per bucket in a sliding window, in the database so that every instance sees
 * the same counts. Old hits are forgotten after the window: nobody is locked out forever.
 */
export function createRateLimiter(db: Db) {
  const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString();
  return {
    async count(bucket: string, windowMs: number) {
      const row = await db
        .selectFrom('rateLimitHit')
        .select((eb) => eb.fn.countAll<number>().as('hits'))
        .where('bucket', '=', bucket)
        .where('createdAt', '>', since(windowMs))
        .executeTakeFirst();
      return Number(row?.hits ?? 0);
    },
    /** Seconds until the oldest hit in the window expires (when the bucket frees up). */
    async retryAfterSeconds(bucket: string, windowMs: number) {
      const oldest = await db
        .selectFrom('rateLimitHit')
        .select('createdAt')
        .where('bucket', '=', bucket)
        .where('createdAt', '>', since(windowMs))
        .orderBy('createdAt', 'asc')
        .executeTakeFirst();
      if (!oldest) return 0;
      const freeAt = new Date(oldest.createdAt).getTime() + windowMs;
      return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    },
    async hit(bucket: string) {
      await db
        .insertInto('rateLimitHit')
        .values({ id: newId(), bucket, createdAt: new Date().toISOString() })
        .execute();
    },
    async clear(bucket: string) {
      await db.deleteFrom('rateLimitHit').where('bucket', '=', bucket).execute();
    },
    async prune(olderThanMs: number) {
      await db.deleteFrom('rateLimitHit').where('createdAt', '<', since(olderThanMs)).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
