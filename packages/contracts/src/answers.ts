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

export const brainfoodTypes = ['article', 'image', 'video', 'text'] as const;
export type BrainfoodType = (typeof brainfoodTypes)[number];

export const brainfoodItem = z.object({
  id: z.string(),
  /** article: from the programme; image/video/text: a learner's answer a coach approved. */
  type: z.enum(brainfoodTypes),
  week: z.number().int(),
  title: localized,
  body: localized.nullable(),
  source: z.object({ name: z.string(), url: z.string() }).nullable(),
  answer: z
    .object({
      text: z.string().nullable(),
      file: answerView.shape.file,
      /** First name only: these are minors. */
      authorFirstName: z.string(),
    })
    .nullable(),
  publishedAt: z.string(),
});
export type BrainfoodItem = z.infer<typeof brainfoodItem>;

/** GET /vauld; `week`: only that week's items (the home screen's Brainfood tile counts them). */
export const brainfoodQuery = pageQuery.extend({
  type: z.enum([...brainfoodTypes, 'all']).default('all'),
  week: z.coerce
    .number()
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(99, 'invalid_value')
    .optional(),
});
export const brainfoodResponse = success(
  z.object({ items: z.array(brainfoodItem), page: pageInfo }),
).meta({
  id: 'Brainfood',
});
