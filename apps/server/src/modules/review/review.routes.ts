import {
  decideReviewAnswer,
  getReviewAnswer,
  listReviewAnswers,
  realtimeRefs,
  setAnswerInBrainfood,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { pageOf } from '../../lib/pages.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { coachViewOf } from '../assignments/answers.repository.ts';
import type { ReviewService } from './review.service.ts';
import type { ReviewResponsesService } from '../assignments/review-responses.service.ts';
import type { Reminders } from '../reminders/reminders.service.ts';

/**
 * The coach's side (an organisation's owner or admin, `beheerder`): the answers of the learners
 * in their organisations (only the active one's when the session works in one), a decision
 * with feedback, and Brainfood. An answer of a learner
 * outside the coach's organisations does not exist for them (404).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  review: ReviewService;
  reviewResponses: ReviewResponsesService;
  realtime: RealtimeHub;
  background: BackgroundTasks;
  reminders: Pick<Reminders, 'coachReplied'>;
  guards: Guards;
}> = async (
  app,
  { review: service, reviewResponses: responses, realtime, background, reminders, guards },
) => {
  const coachRoute = endpointRoutes(['review'], guards.coach);

  app.route({
    ...coachRoute(
      listReviewAnswers,
      "Answers of the learners in the coach's organisations (default: to review)",
    ),
    handler: async (request) => {
      const all = await service.reviewList(coachViewOf(callerOf(request)), request.query.status);
      const { rows, page } = pageOf(all, request.query);
      return success({ answers: rows, page });
    },
  });

  app.route({
    ...coachRoute(getReviewAnswer, 'One answer to review'),
    handler: async (request) =>
      success(await service.reviewOne(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...coachRoute(decideReviewAnswer, 'Approve an answer, or ask for changes with feedback'),
    handler: async (request) => {
      const answer = await service.decide(
        callerOf(request).userId,
        request.params.id,
        request.body,
      );
      realtime.publish(realtimeRefs.answers(answer.learner.id));
      // Issue 20: the learner hears of it by mail too; the coach does not wait for that.
      background.run(() => responses.notify(answer.id));
      // Issue 24: and by push, in the daytime, when they turned that reminder on.
      background.run(() => reminders.coachReplied(answer.learner.id, answer.id, answer.updatedAt));
      return success(answer);
    },
  });

  app.route({
    ...coachRoute(
      setAnswerInBrainfood,
      'Put an approved answer the learner agreed to share in Brainfood, or take it out',
    ),
    handler: async (request) => {
      const answer = await service.setInBrainfood(
        callerOf(request).userId,
        request.params.id,
        request.body.inBrainfood,
      );
      realtime.publish(realtimeRefs.answers(answer.learner.id));
      return success(answer);
    },
  });
};
