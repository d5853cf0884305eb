import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { answerView } from './answer-view.ts';

export const answerViewsResponse = success(z.object({ answers: z.array(answerView) }));

/** Spec §7: the learner's typed answers, for looking back. */
export const getTextAnswers = endpoint({
  method: 'GET',
  path: '/string-attachment-data',
  response: answerViewsResponse,
});
