import { API_PREFIX, getHealth, routeUrlOf } from '@leerloop/contracts';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
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

const EXEMPT = 'exempt';

/**
 * Issue 18: a default limit on every route (@fastify/rate-limit), generous for normal use. A
 * signed-in user is counted on their own, so learners behind a school's one address do not
 * share a budget; anyone else by their address. The specific limits (sign-in, codes, mail,
 * access codes) sit on top. With Redis every instance shares the counts; while Redis is away
 * requests go on uncounted by this limit, as the specific limits fall back to the database.
 */
export async function registerRequestLimits(
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
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'request-limit:', skipOnError: true } : { cache: 50_000 }),
    // The key generator names the exempt requests: a list lookup, not a second call each time.
    allowList: [EXEMPT],
    async keyGenerator(request) {
      // The plugin asks for the key before it looks at the allow list: no signature check here.
      if (isExempt(request)) return EXEMPT;
      const userId = await signedUserOf(request).catch(() => null);
      return userId ? `user:${userId}` : `address:${normalizeIP(request.ip)}`;
    },
    max: (_request, key) =>
      key.startsWith('user:') ? settings.perUserPerMinute : settings.perAddressPerMinute,
    // Only a refused request carries the wait; normal answers stay as they were.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000, 'requests'),
  });
}
