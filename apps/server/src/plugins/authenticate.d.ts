import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
/**
 * preHandler for every protected route (spec §7): a valid `Authorization: Bearer` access token
 * whose user is the one named in the `User-Id` header. Anything else is 401.
 */
export declare function createAuthenticate(
  ctx: Pick<AppContext, 'verifyAccessToken'>,
): (request: FastifyRequest) => Promise<void>;
/** The signed-in caller of a route behind `authenticate`. */
export declare function callerOf(
  request: FastifyRequest,
): import('../modules/auth/access-token.ts').Caller;
