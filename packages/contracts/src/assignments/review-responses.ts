import { z } from 'zod';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { type AnswerStatus, answerIdParams } from './answer-view.ts';

/**
 * Issue 20: a coach's response to an answer (approved, or changes asked) is new for the learner
 * until they have seen it — on any of their devices. The menu's badge counts them, the home
 * screen announces them, and the learner gets one mail (unless they turned that off).
 */
export const reviewOutcomes = ['approved', 'needs-work'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

export const reviewResponse = z
  .object({
    answerId: z.string(),
    assignmentId: z.string(),
    taskId: z.string(),
    week: z.number().int(),
    /** The task's place in its assignment, from 1 ("Taak 2"); 0 when it left the programme. */
    taskNumber: z.number().int(),
    assignmentTitle: localized,
    outcome: z.enum(reviewOutcomes),
    reviewedAt: z.string(),
  })
  .meta({ id: 'ReviewResponse' });
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** The caller's responses not seen yet, oldest week first: the answer of both endpoints. */
export const reviewResponsesResponse = success(
  z.object({ count: z.number().int(), responses: z.array(reviewResponse) }),
).meta({ id: 'ReviewResponses' });
export type ReviewResponses = z.infer<typeof reviewResponsesResponse>['data'];

/** The coach's responses to the learner's answers that the learner has not seen yet. */
export const getReviewResponses = endpoint({
  method: 'GET',
  path: '/review-responses',
  response: reviewResponsesResponse,
});

/** The learner's answer `id` whose response they saw. */
export const reviewResponseParams = answerIdParams;

/** The learner has seen the response to their answer `id`; answers with what is left. */
export const markReviewResponseSeen = endpoint({
  method: 'POST',
  path: '/review-responses/:id/seen',
  params: reviewResponseParams,
  response: reviewResponsesResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
});

/**
 * Where an assignment stands with the coach, from its tasks' answers: changes asked on any of
 * them, or every task answered and approved; otherwise null (its plain state says it).
 */
export function assignmentReviewOf(
  statuses: readonly (AnswerStatus | null | undefined)[],
): ReviewOutcome | null {
  if (statuses.includes('needs-work')) return 'needs-work';
  return statuses.length > 0 && statuses.every((status) => status === 'approved')
    ? 'approved'
    : null;
}
