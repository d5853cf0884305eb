import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { forwardToAuth, sendFetchResponse } from './auth-forward.ts';

/**
 * Of Better Auth's admin plugin only impersonation is ours to use; listing, banning and roles go
 * through our own /api/admin routes (one way in, one set of checks).
 */
const exposedAdminPaths = new Set(['/admin/impersonate-user', '/admin/stop-impersonating']);

/** Mounts Better Auth at /api/auth/* (sign-up, sign-in, session, token, JWKS, organisations). */
export async function authBridgeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = new URL(request.url, ctx.config.baseUrl).pathname.replace(/^\/api\/auth/, '');
      if (path.startsWith('/admin/') && !exposedAdminPaths.has(path))
        throw new AppError('NOT_FOUND');
      return sendFetchResponse(reply, await forwardToAuth(ctx, request, path));
    },
  });
}
