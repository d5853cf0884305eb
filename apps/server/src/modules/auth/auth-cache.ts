import type { BetterAuthOptions } from 'better-auth';
import type { Redis } from 'ioredis';
import type { AuthCacheRepository } from './auth-cache.repository.ts';

/** What Better Auth's `secondaryStorage` option takes. */
export type SecondaryStorage = NonNullable<BetterAuthOptions['secondaryStorage']>;

/**
 * Better Auth's cache in Redis (scale-out setup), safe across a Redis outage. Sessions and codes
 * are kept in the database too, so a miss is never wrong: while Redis is away reads miss and
 * Better Auth asks the database. A write or delete that cannot reach Redis is remembered in the
 * database (`auth_cache_invalidation`); when Redis is back, those keys are deleted from it
 * before this instance reads from Redis again. So a session signed out during the outage (or a
 * code used up) cannot come back from an old copy in Redis.
 */
export function createAuthCache({
  redis,
  invalidations,
  warn,
}: {
  redis: Redis;
  invalidations: AuthCacheRepository;
  warn: (message: string) => void;
}): SecondaryStorage & { isTrusted(): boolean; settled(): Promise<void> } {
  let isTrusted = false;
  let replaying: Promise<void> = Promise.resolve();

  const distrust = () => {
    isTrusted = false;
  };
  redis.on('close', distrust);
  redis.on('error', distrust);
  redis.on('ready', () => {
    replaying = replay();
  });
  if (redis.status === 'ready') replaying = replay();

  /** Deletes every remembered key from Redis, then trusts it again. */
  async function replay() {
    try {
      for (;;) {
        const keys = await invalidations.keys(500);
        if (keys.length === 0) break;
        await redis.del(...keys);
        await invalidations.forget(keys);
      }
      isTrusted = redis.status === 'ready';
    } catch (error) {
      // Stays distrusted; the next reconnect tries again.
      warn(`Could not clear stale sign-in cache entries from Redis: ${(error as Error).message}`);
    }
  }

  return {
    async get(key) {
      if (!isTrusted) return null;
      try {
        return await redis.get(key);
      } catch {
        distrust();
        return null;
      }
    },
    async set(key, value, ttl) {
      try {
        if (!isTrusted) throw new Error('Redis is not trusted now');
        if (ttl) await redis.set(key, value, 'EX', ttl);
        else await redis.set(key, value);
      } catch {
        distrust();
        await invalidations.remember(key);
      }
    },
    /** Takes a value once (a code being used): a miss while Redis is away, remembered. */
    async getAndDelete(key) {
      try {
        if (!isTrusted) throw new Error('Redis is not trusted now');
        return await redis.getdel(key);
      } catch {
        distrust();
        await invalidations.remember(key);
        return null;
      }
    },
    /** Only for Better Auth's own rate limiting, which is off (we limit in rate-limiter.ts). */
    async increment(key, ttl) {
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttl, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    async delete(key) {
      try {
        if (!isTrusted) throw new Error('Redis is not trusted now');
        await redis.del(key);
      } catch {
        distrust();
        await invalidations.remember(key);
      }
    },
    isTrusted: () => isTrusted,
    settled: () => replaying,
  };
}
