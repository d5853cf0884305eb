import { checkUserBody, checkUserResponse, finishOnboardingResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { createProgrammeRepository } from '../programme/programme.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';

/**
 * Onboarding's API: POST /check-user joins the organisation whose access code the learner
 * enters; POST /finish-onboarding starts the programme (week 1), once.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const programme = createProgrammeRepository(ctx.database.db);
  const users = createUsersRepository(ctx.database.db);
  const route = signedInRoute(ctx, ['onboarding']);

  app.post(
    '/api/finish-onboarding',
    route('Finish onboarding: the programme starts (repeating it changes nothing)', {
      response: { 200: finishOnboardingResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await programme.finishOnboarding(userId, new Date());
      const user = await users.findById(userId);
      return success({ onboardingFinishedAt: user?.onboardingFinishedAt ?? null });
    },
  );

  app.post(
    '/api/check-user',
    route('Join the organisation whose access code this is (a wrong code: INVALID_CODE)', {
      body: checkUserBody,
      response: { 200: checkUserResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      const code = request.body.code.toUpperCase();
      // Access codes live in the organisation's metadata (few organisations: a scan is fine).
      const organizations = await ctx.database.db
        .selectFrom('organization')
        .select(['id', 'name', 'metadata'])
        .execute();
      const organization = organizations.find((o) => {
        try {
          const metadata = JSON.parse(o.metadata ?? '{}') as { accessCode?: unknown };
          return (
            typeof metadata.accessCode === 'string' && metadata.accessCode.toUpperCase() === code
          );
        } catch {
          return false;
        }
      });
      if (!organization) throw new AppError('INVALID_CODE');
      const membership = await ctx.database.db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', userId)
        .where('organizationId', '=', organization.id)
        .executeTakeFirst();
      if (!membership)
        await ctx.database.db
          .insertInto('member')
          .values({
            id: newId(),
            organizationId: organization.id,
            userId,
            role: 'member',
            createdAt: new Date().toISOString(),
          })
          .execute();
      return success({ organization: { id: organization.id, name: organization.name } });
    },
  );
};
