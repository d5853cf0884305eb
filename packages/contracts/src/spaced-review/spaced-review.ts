import { z } from 'zod';
import { clientRequestId } from '../client-request.ts';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse } from '../envelope.ts';
import { answerResult, contentQuestion, givenAnswer } from '../programme/module-views.ts';

/*
 * Issue 24 item 5, "Herhaling": module questions a learner got wrong or has not seen for a
 * while come back, a few at a time, on the day their schedule (FSRS) says.
 */

/** At most this many questions in one review. */
export const SPACED_REVIEW_SIZE = 5;

export const spacedReviewQuestion = z.object({
  moduleId: z.string(),
  moduleTitle: localized,
  week: z.number().int(),
  /** The question as the module shows it, without its answer. */
  question: contentQuestion,
});
export type SpacedReviewQuestion = z.infer<typeof spacedReviewQuestion>;

export const spacedReviewResponse = successResponse(
  z
    .object({
      /** Due now, oldest first, at most SPACED_REVIEW_SIZE. */
      questions: z.array(spacedReviewQuestion).max(SPACED_REVIEW_SIZE),
    })
    .meta({ id: 'SpacedReview' }),
);

/** The learner's review due now (empty when nothing is). */
export const getSpacedReview = endpoint({
  method: 'GET',
  path: '/spaced-review',
  response: spacedReviewResponse,
});

export const spacedReviewAnswerBody = z
  .object({
    moduleId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
    itemId: z.string().min(1).max(40),
    answer: givenAnswer,
    /** Sent again (done offline), the same id gets the first answer: it counts once. */
    requestId: clientRequestId.optional(),
  })
  .meta({ id: 'SpacedReviewAnswerBody' });

export const spacedReviewAnswerResponse = successResponse(
  answerResult
    .extend({
      /** When this question comes back. */
      nextDueAt: z.string(),
    })
    .meta({ id: 'SpacedReviewAnswer' }),
);

/** One answer in the review: right or not, the right answer and why, and when it comes back. */
export const answerSpacedReview = endpoint({
  method: 'POST',
  path: '/spaced-review/answers',
  body: spacedReviewAnswerBody,
  response: spacedReviewAnswerResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'ANSWER_DOES_NOT_FIT'],
});
