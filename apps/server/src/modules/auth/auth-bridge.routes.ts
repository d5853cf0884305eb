import {
  AUTH_ROUTE,
  authPathOf,
  deleteUser,
  impersonateUser,
  linkSocialAccount,
  revokeSession,
  stopImpersonating,
  unlinkAccount,
} from '@leerloop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from './auth.ts';
import { type ForwardToAuth, sendFetchResponse } from './auth-forward.ts';
import { assertAuthRequestShape } from './auth-request-shape.ts';
import { appendSetCookie, newDeviceCookie } from './known-devices.ts';

/**
 * Of Better Auth's admin plugin only impersonation is ours to use; listing, banning and roles go
 * through our own /api/admin routes (one way in, one set of checks).
 */
const exposedAdminPaths = new Set<string>([impersonateUser, stopImpersonating].map(authPathOf));

/**
 * Sensitive changes without a password of their own: a recent check of who this is first
 * (deleting the account with its password in the body is checked by that password).
 */
const DELETE_USER = authPathOf(deleteUser);
const sensitivePaths = new Set<string>([
  ...[linkSocialAccount, unlinkAccount, revokeSession].map(authPathOf),
  DELETE_USER,
  // Better Auth's own, which no page of ours calls: guarded all the same.
  '/oauth2/link',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

/** Mounts Better Auth under AUTH_ROUTE (sign-up, sign-in, session, token, JWKS, organisations). */
export const authBridgeRoutes: FastifyPluginAsync<{
  forwardToAuth: ForwardToAuth;
  auth: Pick<Auth, 'api'>;
  /** The recent check of who this is (account/reverification.ts). */
  reverification: { assertRecent(sessionId: string): Promise<void> };
  config: Pick<Config, 'baseUrl' | 'trustedOrigins'>;
}> = async (app, { forwardToAuth, auth, reverification, config }) => {
  const isSecure = config.baseUrl.startsWith('https://');
  const deviceCookies = new WeakMap<FastifyRequest, string | undefined>();
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_ROUTE}/*`,
    schema: { hide: true },
    // After the answer is made (an error's too): a new browser gets its device id.
    async onSend(request, reply, payload) {
      const cookie = deviceCookies.get(request);
      if (cookie) appendSetCookie(reply, cookie);
      return payload;
    },
    async handler(request, reply) {
      const { pathname } = new URL(request.url, config.baseUrl);
      const path = pathname.startsWith(AUTH_ROUTE) ? pathname.slice(AUTH_ROUTE.length) : pathname;
      if (path.startsWith('/admin/') && !exposedAdminPaths.has(path))
        throw new AppError('NOT_FOUND');
      // Organisations go through our /api/organizations routes (our roles, our permission
      // matrix, join requests and domains); Better Auth's own endpoints are not a second door.
      if (path.startsWith('/organization/')) throw new AppError('NOT_FOUND');
      // Sign-in is by e-mail (spec §5); a username was a password door no limit counted.
      if (path === '/sign-in/username') throw new AppError('NOT_FOUND');
      assertAuthRequestShape(request, config.trustedOrigins);
      const isDeleteWithPassword =
        path === DELETE_USER && Boolean((request.body as { password?: unknown } | null)?.password);
      if (sensitivePaths.has(path) && !isDeleteWithPassword) {
        const headers = new Headers(request.headers as Record<string, string>);
        const signedIn = await auth.api.getSession({ headers });
        if (!signedIn) throw new AppError('UNAUTHORIZED');
        await reverification.assertRecent(signedIn.session.id);
      }
      deviceCookies.set(request, newDeviceCookie(request, isSecure));
      return sendFetchResponse(reply, await forwardToAuth(request, path));
    },
  });
};
