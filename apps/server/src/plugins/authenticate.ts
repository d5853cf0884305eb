import { USER_ID_HEADER } from '@leerloop/contracts';
import type { FastifyRequest, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * preHandler for every protected route (spec §7): a valid `Authorization: Bearer` access token
 * whose user is the one named in the `User-Id` header. Anything else is 401.
 */
export function createAuthenticate(ctx: Pick<AppContext, 'verifyAccessToken'>) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const userId = request.headers[USER_ID_HEADER.toLowerCase()];
    if (!token || typeof userId !== 'string' || !userId) throw new AppError('UNAUTHORIZED');
    const caller = await ctx.verifyAccessToken(token);
    if (!caller || caller.userId !== userId) throw new AppError('UNAUTHORIZED');
    request.caller = caller;
  };
}

/**
 * preHandler for the platform's own admins (`user.role = 'admin'`): signed in, and an admin;
 * anyone else 403.
 */
export function createPlatformAdminOnly(ctx: Pick<AppContext, 'verifyAccessToken' | 'database'>) {
  const authenticate = createAuthenticate(ctx);
  return async function platformAdminOnly(request: FastifyRequest) {
    await authenticate(request);
    const user = await ctx.database.db
      .selectFrom('user')
      .select('role')
      .where('id', '=', callerOf(request).userId)
      .executeTakeFirst();
    if (user?.role !== 'admin')
      throw new AppError('FORBIDDEN', 'Alleen een beheerder van Leerloop kan dit doen.');
  };
}

/** The signed-in caller of a route behind `authenticate`. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** Spec §7's answer envelope. */
export const success = <T>(data: T) => ({ status: 'success' as const, data });

/**
 * The options every signed-in route of a module shares — the access-token check (or a stricter
 * one) and its OpenAPI description — so a route declares only its summary and its contract.
 */
export function signedInRoute(
  ctx: Pick<AppContext, 'verifyAccessToken'>,
  tags: string[],
  preHandler: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[] = createAuthenticate(ctx),
) {
  const security = [{ bearer: [], userId: [] }];
  return <S extends FastifySchema>(summary: string, schema: S = {} as S) => ({
    preHandler,
    schema: { tags, security, summary, ...schema },
  });
}

/**
 * The signed-in user of a request the browser makes by itself (an <img>, a video, a download
 * link), which cannot carry our headers: the access token when sent, otherwise the session
 * cookie; undefined when neither signs anyone in.
 */
export function createBrowserCallerReader(ctx: Pick<AppContext, 'verifyAccessToken' | 'auth'>) {
  const authenticate = createAuthenticate(ctx);
  return async function browserCallerOf(request: FastifyRequest) {
    if (request.headers.authorization) {
      await authenticate(request);
      return callerOf(request).userId;
    }
    const session = await ctx.auth.api
      .getSession({ headers: new Headers({ cookie: request.headers.cookie ?? '' }) })
      .catch(() => null);
    return session?.user.id;
  };
}
