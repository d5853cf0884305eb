import { z } from 'zod';
import { pageInfo, pageQuery } from './pagination.ts';
import { successResponse as success } from './envelope.ts';
import { localized } from './content.ts';
import { answerStatuses, answerView, MAX_FEEDBACK } from './assignments/answer-view.ts';

/** The coach's view of an answer: whose it is and what it answers. */
export const reviewAnswerView = answerView
  .extend({
    learner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    assignmentTitle: localized,
    taskPrompt: localized,
  })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswerView = z.infer<typeof reviewAnswerView>;

export const reviewListQuery = pageQuery.extend({
  status: z.enum([...answerStatuses, 'all']).default('submitted'),
});
export const reviewListResponse = success(
  z.object({ answers: z.array(reviewAnswerView), page: pageInfo }),
);
export const reviewAnswerResponse = success(reviewAnswerView);
export const reviewDecisionBody = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approved'),
      feedback: z.string().trim().max(MAX_FEEDBACK, 'too_long').optional(),
    }),
    z.object({
      decision: z.literal('needs-work'),
      feedback: z.string().trim().min(1, 'required').max(MAX_FEEDBACK, 'too_long'),
    }),
  ])
  .meta({ id: 'ReviewDecision' });
export const brainfoodDecisionBody = z
  .object({ inBrainfood: z.boolean() })
  .meta({ id: 'BrainfoodDecision' });
