import { z } from 'zod';
import { answerIdParams } from '../assignments/answer-view.ts';
import { endpoint } from '../endpoint.ts';
import { reviewAnswerResponse } from './review-answer-view.ts';

export const brainfoodDecisionBody = z
  .object({ inBrainfood: z.boolean() })
  .meta({ id: 'BrainfoodDecision' });

/** Puts an approved answer the learner agreed to share in Brainfood, or takes it out. */
export const setAnswerInBrainfood = endpoint({
  method: 'POST',
  path: '/review/answers/:id/brainfood',
  params: answerIdParams,
  body: brainfoodDecisionBody,
  response: reviewAnswerResponse,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_ERROR'],
});
