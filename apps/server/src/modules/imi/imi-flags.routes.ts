import { imiFlagCountResponse, imiFlagParams, imiFlagsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import { coachViewOf } from '../answers/answers.repository.ts';
import type { ImiFlagsService } from './imi-flags.service.ts';

/** The coach's side of Imi's safety flags: the list, the menu's badge, marking one seen. */
export const imiFlagsRoutes: FastifyPluginAsyncZod<{
  imiFlags: ImiFlagsService;
  guards: Guards;
}> = async (app, { imiFlags: flags, guards }) => {
  const coachRoute = signedInRoute(['review'], guards.coach);

  app.get(
    '/api/review/imi-flags',
    coachRoute(
      "Learners' messages to Imi about self-harm, abuse or danger (the coach's organisations)",
      { response: { 200: imiFlagsResponse } },
    ),
    async (request) => success({ flags: await flags.list(coachViewOf(callerOf(request))) }),
  );

  app.get(
    '/api/review/imi-flags/count',
    coachRoute("How many of the coach's learners' flags nobody has marked seen (the badge)", {
      response: { 200: imiFlagCountResponse },
    }),
    async (request) => success({ unseen: await flags.unseenCount(coachViewOf(callerOf(request))) }),
  );

  app.post(
    '/api/review/imi-flags/:id/seen',
    coachRoute('The coach has seen a flag', {
      params: imiFlagParams,
      response: { 200: imiFlagsResponse },
    }),
    async (request) =>
      success({
        flags: await flags.markSeen(coachViewOf(callerOf(request)), request.params.id),
      }),
  );
};
