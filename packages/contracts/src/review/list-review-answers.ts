import { z } from 'zod';
import { answerStatuses } from '../assignments/answer-view.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { reviewAnswerView } from './review-answer-view.ts';

export const reviewListQuery = pageQuery.extend({
  status: z.enum([...answerStatuses, 'all']).default('submitted'),
});
export const reviewListResponse = success(
  z.object({ answers: z.array(reviewAnswerView), page: pageInfo }),
);

/** The answers of the learners in the coach's organisations (default: to review), by page. */
export const listReviewAnswers = endpoint({
  method: 'GET',
  path: '/review/answers',
  query: reviewListQuery,
  response: reviewListResponse,
  errors: ['FORBIDDEN', 'VALIDATION_ERROR'],
});
