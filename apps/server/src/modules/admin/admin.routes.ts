import {
  banUser,
  getAdminUsers,
  getSystemStatus,
  requirePasswordReset,
  type SystemStatus,
  unbanUser,
  unlockUser,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageInfoOf, pageWindow } from '../../lib/pages.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { AdminUsersService } from './admin-users.ts';

/** The platform admin's users: find someone, see whether sign-in is locked, lift the lock. */
export const adminRoutes: FastifyPluginAsyncZod<{
  adminUsers: AdminUsersService;
  systemStatus: () => Promise<SystemStatus>;
  guards: Guards;
}> = async (app, { adminUsers, systemStatus, guards }) => {
  const route = endpointRoutes(['platform admin'], guards.platformAdmin);

  app.route({
    ...route(
      getSystemStatus,
      'Every part of the deployment, checked now: database, Redis, storage, mail, Imi',
    ),
    handler: async () => success(await systemStatus()),
  });

  app.route({
    ...route(
      getAdminUsers,
      'Users whose e-mail or name contains the search (newest first), a page at a time',
    ),
    handler: async (request) => {
      const { offset, limit } = pageWindow(request.query);
      const { users, total } = await adminUsers.search(request.query.q, { offset, limit });
      return success({ users, page: pageInfoOf(offset, limit, total) });
    },
  });

  for (const [endpoint, banned, summary] of [
    [banUser, true, 'Ban a user: every session ends, no sign-in'],
    [unbanUser, false, 'Lift a ban'],
  ] as const) {
    app.route({
      ...route(endpoint, summary),
      handler: async (request) => {
        const user = await adminUsers.setBanned(
          callerOf(request).userId,
          request.params.id,
          banned,
        );
        request.log.info({ userId: user.id, banned }, 'ban changed by a platform admin');
        return success(user);
      },
    });
  }

  app.route({
    ...route(
      requirePasswordReset,
      'Require a new password: every session ends; signing in asks for the reset first',
    ),
    handler: async (request) => {
      const user = await adminUsers.requirePasswordReset(
        callerOf(request).userId,
        request.params.id,
      );
      request.log.info({ userId: user.id }, 'new password required by a platform admin');
      return success(user);
    },
  });

  app.route({
    ...route(unlockUser, "Lift a user's sign-in lock"),
    handler: async (request) => {
      const user = await adminUsers.unlock(request.params.id);
      request.log.info({ userId: user.id }, 'sign-in lock lifted by a platform admin');
      return success(user);
    },
  });
};
