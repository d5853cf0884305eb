import { type Endpoint, routeUrlOf, USER_ID_HEADER } from '@leerloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../modules/auth/access-token.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the `signedIn` guard. */
    caller?: Caller;
  }
}

/** A preHandler that lets a request through or throws the AppError that answers it. */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** The preHandlers of the app's routes, built once (services.ts). */
export interface Guards {
  /** Signed in with a valid access token. */
  signedIn: Guard;
  /** Signed in, and a coach (Admin) of an organisation. */
  coach: Guard;
  /** Signed in, and one of the platform's own admins. */
  platformAdmin: Guard;
  /** Signed in, and allowed to share (organisation, age or a parent's consent). */
  consent: Guard[];
  /** Signed in, and proved who they are lately (sensitive changes). */
  sensitive: Guard[];
}

/**
 * preHandler for every protected route (spec §7): a valid `Authorization: Bearer` access token
 * whose user is the one named in the `User-Id` header. Anything else is 401.
 */
export function createAuthenticate({
  verifyRequest,
}: {
  verifyRequest(request: FastifyRequest): Promise<Caller | null>;
}): Guard {
  return async function authenticate(request: FastifyRequest) {
    const userId = request.headers[USER_ID_HEADER.toLowerCase()];
    if (typeof userId !== 'string' || !userId) throw new AppError('UNAUTHORIZED');
    // No token, or none of ours: null.
    const caller = await verifyRequest(request);
    if (!caller || caller.userId !== userId) throw new AppError('UNAUTHORIZED');
    request.caller = caller;
  };
}

/**
 * preHandler for the platform's own admins (`user.role = 'admin'`): signed in, and an admin;
 * anyone else 403 PLATFORM_ADMIN_ONLY.
 */
export function createPlatformAdminOnly({
  authenticate,
  isPlatformAdmin,
}: {
  authenticate: Guard;
  isPlatformAdmin(userId: string): Promise<boolean>;
}): Guard {
  return async function platformAdminOnly(request: FastifyRequest) {
    await authenticate(request);
    if (!(await isPlatformAdmin(callerOf(request).userId)))
      throw new AppError('PLATFORM_ADMIN_ONLY');
  };
}

/** The signed-in caller of a route behind `authenticate`. */
export function callerOf(request: FastifyRequest) {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** Spec §7's answer envelope. */
export const success = <T>(data: T) => ({ status: 'success' as const, data });

/** An endpoint's parts as Fastify's route schema: what it validates and how it answers. */
export function endpointSchema<E extends Endpoint>(declared: E) {
  const parts = {
    params: declared.params,
    querystring: declared.query,
    body: declared.body,
    response: { 200: declared.response },
  };
  // Fastify warns about a part that is there but undefined: the ones an endpoint lacks stay out.
  return Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)) as {
    params: E['params'];
    querystring: E['query'];
    body: E['body'];
    response: { 200: E['response'] };
  };
}

/**
 * A module's routes of endpoints declared in the contracts: `route(endpoint, summary)` is
 * everything `app.route` needs but the handler — method, address, schema, the guard and the
 * OpenAPI description. Public ones pass no guard.
 */
export function endpointRoutes(tags: string[], preHandler?: Guard | Guard[]) {
  const security = preHandler ? [{ bearer: [], userId: [] }] : undefined;
  return <E extends Endpoint>(declared: E, summary: string) => ({
    method: declared.method,
    url: routeUrlOf(declared),
    ...(preHandler && { preHandler }),
    schema: { tags, ...(security && { security }), summary, ...endpointSchema(declared) },
  });
}

/**
 * The signed-in user of a request the browser makes by itself (an <img>, a video, a download
 * link), which cannot carry our headers: the access token when sent, otherwise the session
 * cookie; undefined when neither signs anyone in.
 */
export function createBrowserCallerReader({
  authenticate,
  auth,
}: {
  authenticate: Guard;
  auth: Pick<Auth, 'api'>;
}) {
  return async function browserCallerOf(request: FastifyRequest) {
    if (request.headers.authorization) {
      await authenticate(request);
      return callerOf(request).userId;
    }
    const session = await auth.api
      .getSession({ headers: new Headers({ cookie: request.headers.cookie ?? '' }) })
      .catch(() => null);
    return session?.user.id;
  };
}
