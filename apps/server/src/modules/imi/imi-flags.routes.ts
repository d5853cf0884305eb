import { getImiFlagCount, getImiFlags, markImiFlagSeen } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import { coachViewOf } from '../assignments/answers.repository.ts';
import type { ImiFlagsService } from './imi-flags.service.ts';

/** The coach's side of Imi's safety flags: the list, the menu's badge, marking one seen. */
export const imiFlagsRoutes: FastifyPluginAsyncZod<{
  imiFlags: ImiFlagsService;
  guards: Guards;
}> = async (app, { imiFlags: flags, guards }) => {
  const coachRoute = endpointRoutes(['review'], guards.coach);

  app.route({
    ...coachRoute(
      getImiFlags,
      "Learners' messages to Imi about self-harm, abuse or danger (the coach's organisations)",
    ),
    handler: async (request) =>
      success({ flags: await flags.list(coachViewOf(callerOf(request))) }),
  });

  app.route({
    ...coachRoute(
      getImiFlagCount,
      "How many of the coach's learners' flags nobody has marked seen (the badge)",
    ),
    handler: async (request) =>
      success({ unseen: await flags.unseenCount(coachViewOf(callerOf(request))) }),
  });

  app.route({
    ...coachRoute(markImiFlagSeen, 'The coach has seen a flag'),
    handler: async (request) =>
      success({
        flags: await flags.markSeen(coachViewOf(callerOf(request)), request.params.id),
      }),
  });
};
