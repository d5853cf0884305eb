import { z } from 'zod';
import { answerView } from '../assignments/answer-view.ts';
import { localized } from '../localized.ts';
import { successResponse as success } from '../envelope.ts';

/**
 * The coach's view of an answer (an organisation's owner or admin reviews the answers of the
 * learners in their organisations): whose it is and what it answers.
 */
export const reviewAnswerView = answerView
  .extend({
    learner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    assignmentTitle: localized,
    taskPrompt: localized,
  })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswerView = z.infer<typeof reviewAnswerView>;

/** One answer as the coach sees it, the reply of every call about one. */
export const reviewAnswerResponse = success(reviewAnswerView);
