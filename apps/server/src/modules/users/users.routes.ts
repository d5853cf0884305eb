import { meResponse, realtimeRefs, settingsBody, settingsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { users, realtime, guards }) => {
  const route = signedInRoute(['users'], guards.signedIn);

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
      realtime.publish(realtimeRefs.user(user.id));
      return success(user);
    },
  );
};
