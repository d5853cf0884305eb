import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

const KEEP_HITS_MS = 24 * 60 * 60 * 1000;

/** Counts events per bucket in a sliding window; old hits are forgotten, nobody is locked out forever. */
export interface RateLimiter {
  count(bucket: string, windowMs: number): Promise<number>;
  /** Seconds until the oldest hit in the window expires (when the bucket frees up). */
  retryAfterSeconds(bucket: string, windowMs: number): Promise<number>;
  hit(bucket: string): Promise<void>;
  clear(bucket: string): Promise<void>;
}

/**
 * Counts one event in `bucket` and answers how many seconds to wait when that makes more than
 * `limit` in the window (0: within the limit). The hit comes first, so requests arriving
 * together cannot all slip through under the limit; a refused one counts too.
 */
export async function take(limiter: RateLimiter, bucket: string, windowMs: number, limit: number) {
  await limiter.hit(bucket);
  if ((await limiter.count(bucket, windowMs)) <= limit) return 0;
  return limiter.retryAfterSeconds(bucket, windowMs);
}

/** In the database, so every instance sees the same counts (the embedded default). */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
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
      const now = new Date();
      await db
        .insertInto('rateLimitHit')
        .values({ id: newId(), bucket, createdAt: now.toISOString() })
        .execute();
      // Windows are minutes long: hits older than a day only take space.
      await db
        .deleteFrom('rateLimitHit')
        .where('bucket', '=', bucket)
        .where('createdAt', '<', new Date(now.getTime() - KEEP_HITS_MS).toISOString())
        .execute();
    },
    async clear(bucket: string) {
      await db.deleteFrom('rateLimitHit').where('bucket', '=', bucket).execute();
    },
  };
}
