import type { Db } from '../../db/database.ts';
/**
 * Counts events per bucket in a sliding window, in the database so that every instance sees
 * the same counts. Old hits are forgotten after the window: nobody is locked out forever.
 */
export declare function createRateLimiter(db: Db): {
  count(bucket: string, windowMs: number): Promise<number>;
  /** Seconds until the oldest hit in the window expires (when the bucket frees up). */
  retryAfterSeconds(bucket: string, windowMs: number): Promise<number>;
  hit(bucket: string): Promise<void>;
  clear(bucket: string): Promise<void>;
  prune(olderThanMs: number): Promise<void>;
};
export type RateLimiter = ReturnType<typeof createRateLimiter>;
