import { realtimeRefs, reviewResponseParams, reviewResponsesResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { createProgrammeRepository } from '../programme/programme.repository.ts';
import { createReviewResponsesRepository } from './review-responses.repository.ts';
import { createReviewResponsesService } from './review-responses.service.ts';

/** Where a learner opens one of their answers in the app (the mail's link, the home notice). */
export const answerPath = (answerId: string) =>
  `/dashboards/assignments?answer=${encodeURIComponent(answerId)}`;

export function reviewResponsesServiceOf(ctx: AppContext) {
  return createReviewResponsesService({
    responses: createReviewResponsesRepository(ctx.database.db),
    programme: createProgrammeRepository(ctx.database.db),
    mailer: ctx.mailer,
    answerUrl: (answerId) => `${ctx.config.baseUrl}${answerPath(answerId)}`,
  });
}

/**
 * Issue 20, the learner's side of a review: which of their answers a coach responded to since
 * they last looked (the menu's badge, the home notice), and that they have now seen one.
 */
export const reviewResponsesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = reviewResponsesServiceOf(ctx);
  const route = signedInRoute(ctx, ['assignments']);
  const listOf = async (userId: string) => {
    const responses = await service.unseen(userId);
    return success({ count: responses.length, responses });
  };

  app.get(
    '/api/review-responses',
    route("The coach's responses to the learner's answers that the learner has not seen yet", {
      response: { 200: reviewResponsesResponse },
    }),
    async (request) => listOf(callerOf(request).userId),
  );

  app.post(
    '/api/review-responses/:id/seen',
    route('The learner has seen the response to their answer {id}', {
      params: reviewResponseParams,
      response: { 200: reviewResponsesResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await service.markSeen(userId, request.params.id);
      // Their other devices drop the badge too.
      ctx.realtime.publish(realtimeRefs.answers(userId));
      return listOf(userId);
    },
  );
};
