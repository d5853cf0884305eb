import { finishOnboardingResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, createAuthenticate } from '../../plugins/authenticate.ts';
import { createProgrammeRepository } from '../programme/programme.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';

/** Spec §7 POST /finish-onboarding: the programme starts now (week 1), once. */
export const onboardingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const programme = createProgrammeRepository(ctx.database.db);
  const users = createUsersRepository(ctx.database.db);
  app.post(
    '/api/finish-onboarding',
    {
      preHandler: createAuthenticate(ctx),
      schema: {
        tags: ['onboarding'],
        security: [{ bearer: [], userId: [] }],
        summary: 'Finish onboarding: the programme starts (repeating it changes nothing)',
        response: { 200: finishOnboardingResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await programme.finishOnboarding(userId, new Date());
      const user = await users.findById(userId);
      return {
        status: 'success' as const,
        data: { onboardingFinishedAt: user?.onboardingFinishedAt ?? null },
      };
    },
  );
};
