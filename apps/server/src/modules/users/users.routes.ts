import { meResponse, realtimeRefs, settingsBody, settingsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { createUsersRepository } from './users.repository.ts';

export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const users = createUsersRepository(ctx.database.db, ctx.config.ssoConnections);
  const route = signedInRoute(ctx, ['users']);

  app.get(
    '/api/users/me',
    route('The signed-in user', { response: { 200: meResponse } }),
    async (request) => {
      const caller = callerOf(request);
      const user = await users.findById(caller.userId, caller);
      if (!user) throw new AppError('UNAUTHORIZED');
      return success(user);
    },
  );

  app.put(
    '/api/users/me/settings',
    route("Save the user's settings (language, mail when a coach responds); others stay", {
      body: settingsBody,
      response: { 200: settingsResponse },
    }),
    async (request) => {
      const caller = callerOf(request);
      const user = await users.saveSettings(caller.userId, request.body, caller);
      if (!user) throw new AppError('UNAUTHORIZED');
      // The user's other devices re-read their profile.
      ctx.realtime.publish(realtimeRefs.user(user.id));
      return success(user);
    },
  );
};
