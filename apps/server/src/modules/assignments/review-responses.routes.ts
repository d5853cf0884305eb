import { getReviewResponses, markReviewResponseSeen, realtimeRefs } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { ReviewResponsesService } from './review-responses.service.ts';

/**
 * Issue 20, the learner's side of a review: which of their answers a coach responded to since
 * they last looked (the menu's badge, the home notice), and that they have now seen one.
 */
export const reviewResponsesRoutes: FastifyPluginAsyncZod<{
  reviewResponses: ReviewResponsesService;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { reviewResponses: service, realtime, guards }) => {
  const route = endpointRoutes(['assignments'], guards.signedIn);
  const listOf = async (userId: string) => {
    const responses = await service.unseen(userId);
    return success({ count: responses.length, responses });
  };

  app.route({
    ...route(
      getReviewResponses,
      "The coach's responses to the learner's answers that the learner has not seen yet",
    ),
    handler: async (request) => listOf(callerOf(request).userId),
  });

  app.route({
    ...route(markReviewResponseSeen, 'The learner has seen the response to their answer {id}'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await service.markSeen(userId, request.params.id);
      // Their other devices drop the badge too.
      realtime.publish(realtimeRefs.answers(userId));
      return listOf(userId);
    },
  });
};
