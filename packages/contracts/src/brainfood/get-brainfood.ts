import { z } from 'zod';
import { answerView } from '../assignments/answer-view.ts';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';

/** Brainfood (spec §3): the programme's articles and the answers coaches shared. */
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

/**
 * `week`: only that week's items; `current`: the learner's current week's, the one the home
 * screen shows (its Brainfood tile counts them while the week itself is still being read).
 */
export const brainfoodQuery = pageQuery.extend({
  type: z.enum([...brainfoodTypes, 'all']).default('all'),
  week: z
    .union([
      z.literal('current'),
      z.coerce.number().int('invalid_value').min(1, 'invalid_value').max(99, 'invalid_value'),
    ])
    .optional(),
});
export const brainfoodResponse = success(
  z.object({ items: z.array(brainfoodItem), page: pageInfo }),
).meta({
  id: 'Brainfood',
});

/**
 * Spec §7: Brainfood — the programme's articles of the weeks open to the learner and the
 * answers a coach approved — newest first, a page at a time.
 */
export const getBrainfood = endpoint({
  method: 'GET',
  path: '/vauld',
  query: brainfoodQuery,
  response: brainfoodResponse,
  errors: ['VALIDATION_ERROR'],
});
