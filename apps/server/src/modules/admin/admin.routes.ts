import {
  type AdminUser,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  systemStatusResponse,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../../context.ts';
import { dbBoolean } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { systemStatus } from '../health/system-status.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { pageInfoOf, pageWindow } from '../../lib/pages.ts';

/** The platform admin's users: find someone, see whether sign-in is locked, lift the lock. */
export const adminRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const db = ctx.database.db;
  const route = signedInRoute(['platform admin'], ctx.guards.platformAdmin);
  const columns = [
    'id',
    'email',
    'firstName',
    'lastName',
    'role',
    'banned',
    'passwordResetRequired',
    'createdAt',
  ] as const;

  const view = async (row: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    banned: number | boolean;
    passwordResetRequired: number | boolean;
    createdAt: string | Date;
  }): Promise<AdminUser> => {
    const lockedFor = await ctx.signInGuard.lockedFor(row.email);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isPlatformAdmin: row.role === 'admin',
      createdAt: toIso(row.createdAt),
      lockedForSeconds: lockedFor > 0 ? lockedFor : null,
      banned: Boolean(row.banned),
      passwordResetRequired: Boolean(row.passwordResetRequired),
    };
  };

  app.get(
    '/api/admin/status',
    route('Every part of the deployment, checked now: database, Redis, storage, mail, Imi', {
      response: { 200: systemStatusResponse },
    }),
    async () => success(await systemStatus(ctx)),
  );

  app.get(
    '/api/admin/users',
    route('Users whose e-mail or name contains the search (newest first), a page at a time', {
      querystring: adminUsersQuery,
      response: { 200: adminUsersResponse },
    }),
    async (request) => {
      const q = request.query.q.toLowerCase();
      const { offset, limit } = pageWindow(request.query);
      // LIKE's own wildcards in the search are taken literally.
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let matching = db.selectFrom('user');
      if (q)
        matching = matching.where((eb) =>
          eb.or(
            ['email', 'firstName', 'lastName'].map((column) =>
              eb(eb.fn('lower', [eb.ref(column as 'email')]), 'like', eb.val(pattern)),
            ),
          ),
        );
      const [rows, { total }] = await Promise.all([
        matching
          .select(columns)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return success({
        users: await Promise.all(rows.map(view)),
        page: pageInfoOf(offset, limit, Number(total)),
      });
    },
  );

  const userOrNotFound = async (id: string) => {
    const row = await db.selectFrom('user').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  for (const banned of [true, false]) {
    app.post(
      banned ? '/api/admin/users/:id/ban' : '/api/admin/users/:id/unban',
      route(banned ? 'Ban a user: every session ends, no sign-in' : 'Lift a ban', {
        params: adminUserParams,
        response: { 200: adminUserResponse },
      }),
      async (request) => {
        const row = await userOrNotFound(request.params.id);
        if (banned && row.id === callerOf(request).userId)
          throw new AppError('CONFLICT', 'Je kunt jezelf niet blokkeren.');
        await db
          .updateTable('user')
          .set({ banned: dbBoolean(ctx.database, banned) })
          .where('id', '=', row.id)
          .execute();
        // Through Better Auth, so its session cache (Redis) forgets them too.
        if (banned) await (await ctx.auth.$context).internalAdapter.deleteUserSessions(row.id);
        request.log.info({ userId: row.id, banned }, 'ban changed by a platform admin');
        return success(await view({ ...row, banned }));
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
      const row = await userOrNotFound(request.params.id);
      if (row.id === callerOf(request).userId) throw new AppError('CONFLICT');
      await db
        .updateTable('user')
        .set({ passwordResetRequired: dbBoolean(ctx.database, true) })
        .where('id', '=', row.id)
        .execute();
      await (await ctx.auth.$context).internalAdapter.deleteUserSessions(row.id);
      request.log.info({ userId: row.id }, 'new password required by a platform admin');
      return success(await view({ ...row, passwordResetRequired: true }));
    },
  );

  app.post(
    '/api/admin/users/:id/unlock',
    route("Lift a user's sign-in lock", {
      params: adminUserParams,
      response: { 200: adminUserResponse },
    }),
    async (request) => {
      const row = await userOrNotFound(request.params.id);
      await ctx.signInGuard.lift(row.email);
      request.log.info({ userId: row.id }, 'sign-in lock lifted by a platform admin');
      return success(await view(row));
    },
  );
};
