import type { RateLimitRepository } from './rate-limit.repository.ts';

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
export function createDatabaseRateLimiter(hits: RateLimitRepository): RateLimiter {
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  return {
    count: (bucket, windowMs) => hits.countSince(bucket, since(windowMs)),
    async retryAfterSeconds(bucket, windowMs) {
      const oldest = await hits.oldestSince(bucket, since(windowMs));
      if (!oldest) return 0;
      const freeAt = oldest.getTime() + windowMs;
      return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    },
    async hit(bucket) {
      const now = new Date();
      await hits.add(bucket, now);
      // Windows are minutes long: hits older than a day only take space.
      await hits.forgetBefore(bucket, new Date(now.getTime() - KEEP_HITS_MS));
    },
    clear: (bucket) => hits.clear(bucket),
  };
}
