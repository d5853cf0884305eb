import { meResponse, realtimeRefs, settingsBody, settingsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, createAuthenticate } from '../../plugins/authenticate.ts';
import { createUsersRepository } from './users.repository.ts';

export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const users = createUsersRepository(ctx.database.db);
  const authenticate = createAuthenticate(ctx);
  const security = [{ bearer: [], userId: [] }];

  app.get(
    '/api/users/me',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security,
        response: { 200: meResponse },
      },
    },
    async (request) => {
      const user = await users.findById(callerOf(request).userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return { status: 'success' as const, data: user };
    },
  );

  app.put(
    '/api/users/me/settings',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "Save the user's settings (language)",
        security,
        body: settingsBody,
        response: { 200: settingsResponse },
      },
    },
    async (request) => {
      const user = await users.setLanguage(callerOf(request).userId, request.body.langSelected);
      if (!user) throw new AppError('UNAUTHORIZED');
      // The user's other devices re-read their profile.
      ctx.realtime.publish(realtimeRefs.user(user.id));
      return { status: 'success' as const, data: user };
    },
  );
};
