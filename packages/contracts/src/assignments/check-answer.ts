import { endpoint } from '../endpoint.ts';
import { answerIdParams, answerViewResponse } from './answer-view.ts';

/** Spec §7: one of the learner's answers, with its review status and the coach's feedback. */
export const checkAnswer = endpoint({
  method: 'GET',
  path: '/check-attachment/:id',
  params: answerIdParams,
  response: answerViewResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
});
