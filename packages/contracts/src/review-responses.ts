import { z } from 'zod';
import { type AnswerStatus, answerIdParams } from './answers.ts';
import { localized } from './content.ts';
import { successResponse as success } from './envelope.ts';

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

/** GET /review-responses: the caller's responses not seen yet, oldest week first. */
export const reviewResponsesResponse = success(
  z.object({ count: z.number().int(), responses: z.array(reviewResponse) }),
).meta({ id: 'ReviewResponses' });
export type ReviewResponses = z.infer<typeof reviewResponsesResponse>['data'];

/** POST /review-responses/{id}/seen: the learner saw the response to their answer `id`. */
export const reviewResponseParams = answerIdParams;

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
