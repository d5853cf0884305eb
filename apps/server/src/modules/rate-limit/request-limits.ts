import { API_PREFIX, getHealth, routeUrlOf } from '@leerloop/contracts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { rateLimited } from './rate-limited.ts';

export interface RequestLimitSettings {
  /** Requests a minute from one client address, for callers without a valid access token. */
  perAddressPerMinute: number;
  /** Requests a minute of one signed-in user, wherever they come from. */
  perUserPerMinute: number;
}

/** The built web app's files and the health check: never counted (a school loads many). */
const isExempt = (request: FastifyRequest) =>
  !request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(routeUrlOf(getHealth));

/** Requests a minute, kept in Redis when there is one so every instance shares the counts. */
function perMinute(requests: number, name: string, redis: Redis | undefined): RateLimiterAbstract {
  const options = { points: requests, duration: 60, keyPrefix: `request-limit:${name}` };
  // While Redis is away, its answer is an error at once, not a wait (see the hook).
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
}

/**
 * Issue 18: a default limit on every API route, generous for normal use. A signed-in user is
 * counted on their own, so learners behind a school's one address do not share a budget;
 * anyone else by their address. The specific limits (sign-in, codes, mail, access codes) sit on
 * top. With Redis every instance shares the counts; while Redis is away requests go on
 * uncounted by this limit, as the specific limits fall back to the database.
 *
 * A hook of its own on rate-limiter-flexible's counters (issue 22): @fastify/rate-limit's route
 * hook cost a small signed-in read about a tenth of its throughput, in its promises and the
 * route options it builds anew for each request.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  {
    settings,
    redis,
    signedUserOf,
  }: {
    settings: RequestLimitSettings;
    redis?: Redis;
    /** The user a request's genuinely signed access token names (its session is not looked up). */
    signedUserOf(request: FastifyRequest): Promise<string | null>;
  },
) {
  const perUser = perMinute(settings.perUserPerMinute, 'user', redis);
  const perAddress = perMinute(settings.perAddressPerMinute, 'address', redis);
  const take = (userId: string | null, request: FastifyRequest) =>
    userId ? perUser.consume(userId) : perAddress.consume(normalizeIP(request.ip));

  app.addHook('onRequest', (request, _reply, done) => {
    if (isExempt(request)) return done();
    signedUserOf(request)
      .catch(() => null)
      .then((userId) => take(userId, request))
      .then(
        () => done(),
        // Over the limit: refused with the wait. A store that cannot count lets it through.
        (refusal: unknown) =>
          done(
            refusal instanceof RateLimiterRes
              ? rateLimited(refusal.msBeforeNext / 1000, 'requests')
              : undefined,
          ),
      );
  });
}
