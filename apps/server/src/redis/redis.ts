import { Redis } from 'ioredis';

/**
 * The Redis client of the scale-out setup (REDIS_URL). Commands fail at once while Redis is
 * away instead of queueing, so callers can fall back; the client keeps reconnecting meanwhile.
 */
export function createRedis(url: string, keyPrefix: string) {
  return new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

export async function isRedisWorking(redis: Redis) {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
