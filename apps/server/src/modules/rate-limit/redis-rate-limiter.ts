import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

const KEEP_HITS_MS = 24 * 60 * 60 * 1000;

/** The same sliding windows in Redis: one sorted set per bucket, scored by the hit's time. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const key = (bucket: string) => `rate-limit:${bucket}`;
  return {
    async count(bucket, windowMs) {
      const replies = await redis
        .multi()
        .zremrangebyscore(key(bucket), 0, Date.now() - windowMs)
        .zcard(key(bucket))
        .exec();
      const [error, hits] = replies?.[1] ?? [new Error('Redis gave no reply'), 0];
      if (error) throw error;
      return Number(hits);
    },
    async retryAfterSeconds(bucket, windowMs) {
      const oldest = await redis.zrangebyscore(
        key(bucket),
        Date.now() - windowMs,
        '+inf',
        'WITHSCORES',
        'LIMIT',
        0,
        1,
      );
      if (oldest.length < 2) return 0;
      const freeAt = Number(oldest[1]) + windowMs;
      return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    },
    async hit(bucket) {
      const now = Date.now();
      await redis
        .multi()
        .zadd(key(bucket), now, `${now}:${randomUUID()}`)
        .pexpire(key(bucket), KEEP_HITS_MS)
        .exec();
    },
    async clear(bucket) {
      await redis.del(key(bucket));
    },
  };
}

/**
 * Redis first; while Redis is away the database keeps counting, so limits still hold (counts
 * start afresh there) and requests keep working.
 */
export function withFallback(
  primary: RateLimiter,
  fallback: RateLimiter,
  onFallback: (error: unknown) => void,
): RateLimiter {
  const guarded =
    <A extends unknown[], R>(method: (limiter: RateLimiter) => (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await method(primary)(...args);
      } catch (error) {
        onFallback(error);
        return method(fallback)(...args);
      }
    };
  return {
    count: guarded((l) => l.count),
    retryAfterSeconds: guarded((l) => l.retryAfterSeconds),
    hit: guarded((l) => l.hit),
    clear: guarded((l) => l.clear),
  };
}
