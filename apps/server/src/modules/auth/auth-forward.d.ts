import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
/**
 * Calls a Better Auth endpoint for this request. Sign-in attempts pass the shared limiter first,
 * a Better Auth error comes back as our AppError, and a 2xx Response is returned as is.
 */
export declare function forwardToAuth(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
  body?: unknown,
): Promise<Response>;
/** Copies Better Auth's cookies (the session) onto our reply. */
export declare function copyCookies(reply: FastifyReply, response: Response): void;
export declare function sendFetchResponse(reply: FastifyReply, response: Response): Promise<never>;
