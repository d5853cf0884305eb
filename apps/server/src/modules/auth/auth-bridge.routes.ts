import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forwardToAuth, sendFetchResponse } from './auth-forward.ts';

/** Mounts Better Auth at /api/auth/* (sign-up, sign-in, session, token, JWKS, organisations). */
export async function authBridgeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = new URL(request.url, ctx.config.baseUrl).pathname.replace(/^\/api\/auth/, '');
      return sendFetchResponse(reply, await forwardToAuth(ctx, request, path));
    },
  });
}
