import { answerIdParams } from '../assignments/answer-view.ts';
import { endpoint } from '../endpoint.ts';
import { reviewAnswerResponse } from './review-answer-view.ts';

/** One answer to review; a learner's outside the coach's organisations does not exist (404). */
export const getReviewAnswer = endpoint({
  method: 'GET',
  path: '/review/answers/:id',
  params: answerIdParams,
  response: reviewAnswerResponse,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_ERROR'],
});
