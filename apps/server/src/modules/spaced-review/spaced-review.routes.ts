import { answerSpacedReview, getSpacedReview } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { SpacedReview } from './spaced-review.service.ts';

/** Issue 24 item 5, "Herhaling": the learner's review due now, and its answers. */
export const spacedReviewRoutes: FastifyPluginAsyncZod<{
  spacedReview: SpacedReview;
  guards: Guards;
}> = async (app, { spacedReview, guards }) => {
  const route = endpointRoutes(['spaced-review'], guards.signedIn);

  app.route({
    ...route(getSpacedReview, 'The questions due for review now (at most five)'),
    handler: async (request) =>
      success({ questions: await spacedReview.due(callerOf(request).userId) }),
  });

  app.route({
    ...route(answerSpacedReview, 'Answer a review question: right or not, and when it comes back'),
    handler: async (request) =>
      success(await spacedReview.answer(callerOf(request).userId, request.body)),
  });
};
