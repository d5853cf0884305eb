import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** The hits the database rate limiter counts, one row per hit, by bucket and time. */
export function createRateLimitRepository(db: Db) {
  return {
    async countSince(bucket: string, since: Date) {
      const row = await db
        .selectFrom('rateLimitHit')
        .select((eb) => eb.fn.countAll<number>().as('hits'))
        .where('bucket', '=', bucket)
        .where('createdAt', '>', since.toISOString())
        .executeTakeFirst();
      return Number(row?.hits ?? 0);
    },
    /** When the oldest hit since then came; undefined without one. */
    async oldestSince(bucket: string, since: Date) {
      const oldest = await db
        .selectFrom('rateLimitHit')
        .select('createdAt')
        .where('bucket', '=', bucket)
        .where('createdAt', '>', since.toISOString())
        .orderBy('createdAt', 'asc')
        .executeTakeFirst();
      return oldest && new Date(oldest.createdAt);
    },
    async add(bucket: string, at: Date) {
      await db
        .insertInto('rateLimitHit')
        .values({ id: newId(), bucket, createdAt: at.toISOString() })
        .execute();
    },
    async forgetBefore(bucket: string, before: Date) {
      await db
        .deleteFrom('rateLimitHit')
        .where('bucket', '=', bucket)
        .where('createdAt', '<', before.toISOString())
        .execute();
    },
    async clear(bucket: string) {
      await db.deleteFrom('rateLimitHit').where('bucket', '=', bucket).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
