import {
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  type SystemStatus,
  systemStatusResponse,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageInfoOf, pageWindow } from '../../lib/pages.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { AdminUsersService } from './admin-users.ts';

/** The platform admin's users: find someone, see whether sign-in is locked, lift the lock. */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminUsers: AdminUsersService;
  systemStatus: () => Promise<SystemStatus>;
  guards: Guards;
}> = async (app, { adminUsers, systemStatus, guards }) => {
  const route = signedInRoute(['platform admin'], guards.platformAdmin);

  app.get(
    '/api/admin/status',
    route('Every part of the deployment, checked now: database, Redis, storage, mail, Imi', {
      response: { 200: systemStatusResponse },
    }),
    async () => success(await systemStatus()),
  );

  app.get(
    '/api/admin/users',
    route('Users whose e-mail or name contains the search (newest first), a page at a time', {
      querystring: adminUsersQuery,
      response: { 200: adminUsersResponse },
    }),
    async (request) => {
      const { offset, limit } = pageWindow(request.query);
      const { users, total } = await adminUsers.search(request.query.q, { offset, limit });
      return success({ users, page: pageInfoOf(offset, limit, total) });
    },
  );

  for (const banned of [true, false]) {
    app.post(
      banned ? '/api/admin/users/:id/ban' : '/api/admin/users/:id/unban',
      route(banned ? 'Ban a user: every session ends, no sign-in' : 'Lift a ban', {
        params: adminUserParams,
        response: { 200: adminUserResponse },
      }),
      async (request) => {
        const user = await adminUsers.setBanned(
          callerOf(request).userId,
          request.params.id,
          banned,
        );
        request.log.info({ userId: user.id, banned }, 'ban changed by a platform admin');
        return success(user);
      },
    );
  }

  app.post(
    '/api/admin/users/:id/require-password-reset',
    route('Require a new password: every session ends; signing in asks for the reset first', {
      params: adminUserParams,
      response: { 200: adminUserResponse },
    }),
    async (request) => {
      const user = await adminUsers.requirePasswordReset(
        callerOf(request).userId,
        request.params.id,
      );
      request.log.info({ userId: user.id }, 'new password required by a platform admin');
      return success(user);
    },
  );

  app.post(
    '/api/admin/users/:id/unlock',
    route("Lift a user's sign-in lock", {
      params: adminUserParams,
      response: { 200: adminUserResponse },
    }),
    async (request) => {
      const user = await adminUsers.unlock(request.params.id);
      request.log.info({ userId: user.id }, 'sign-in lock lifted by a platform admin');
      return success(user);
    },
  );
};
