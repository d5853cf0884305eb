import { z } from 'zod';
import { answerIdParams, MAX_FEEDBACK } from '../assignments/answer-view.ts';
import { endpoint } from '../endpoint.ts';
import { reviewAnswerResponse } from './review-answer-view.ts';

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

/** Approves an answer, or asks for changes with feedback; the learner hears of it. */
export const decideReviewAnswer = endpoint({
  method: 'POST',
  path: '/review/answers/:id',
  params: answerIdParams,
  body: reviewDecisionBody,
  response: reviewAnswerResponse,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_ERROR'],
});
