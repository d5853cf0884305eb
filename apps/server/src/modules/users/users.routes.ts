import { getMe, realtimeRefs, saveSettings } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { users, realtime, guards }) => {
  const route = endpointRoutes(['users'], guards.signedIn);

  app.route({
    ...route(getMe, 'The signed-in user'),
    handler: async (request) => {
      const caller = callerOf(request);
      const user = await users.findById(caller.userId, caller);
      if (!user) throw new AppError('UNAUTHORIZED');
      return success(user);
    },
  });

  app.route({
    ...route(
      saveSettings,
      "Save the user's settings (language, mail when a coach responds); others stay",
    ),
    handler: async (request) => {
      const caller = callerOf(request);
      const user = await users.saveSettings(caller.userId, request.body, caller);
      if (!user) throw new AppError('UNAUTHORIZED');
      // The user's other devices re-read their profile.
      realtime.publish(realtimeRefs.user(user.id));
      return success(user);
    },
  });
};
