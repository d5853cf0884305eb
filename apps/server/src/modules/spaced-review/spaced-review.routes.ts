import { answerSpacedReview, getSpacedReview } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { ClientRequests } from '../client-requests/client-requests.ts';
import type { SpacedReview } from './spaced-review.service.ts';

/** Issue 24 item 5, "Herhaling": the learner's review due now, and its answers. */
export const spacedReviewRoutes: FastifyPluginAsyncZod<{
  spacedReview: SpacedReview;
  clientRequests: ClientRequests;
  guards: Guards;
}> = async (app, { spacedReview, clientRequests, guards }) => {
  const route = endpointRoutes(['spaced-review'], guards.signedIn);

  app.route({
    ...route(getSpacedReview, 'The questions due for review now (at most five)'),
    handler: async (request) =>
      success({ questions: await spacedReview.due(callerOf(request).userId) }),
  });

  app.route({
    ...route(answerSpacedReview, 'Answer a review question: right or not, and when it comes back'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const { requestId, ...answer } = request.body;
      // An answer made offline may arrive twice: it moves the schedule once.
      const { result } = await clientRequests.once(
        { userId, requestId, endpoint: 'spaced-review' },
        () => spacedReview.answer(userId, answer),
      );
      return success(result);
    },
  });
};
