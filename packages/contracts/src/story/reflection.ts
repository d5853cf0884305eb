import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { MAX_OWN_WORDS, storyWeek } from './story-views.ts';

/** The learner's reflection on a week, for the evolution view (spec §7). */
export const reflection = z.object({
  week: z.number().int(),
  text: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const reflectionResponse = success(reflection).meta({ id: 'Reflection' });

export const weekParams = z.object({ id: storyWeek });

/** The learner's reflection on week `id` (text null when there is none yet). */
export const getReflection = endpoint({
  method: 'GET',
  path: '/evolution/:id',
  params: weekParams,
  response: reflectionResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});

export const reflectionBody = z
  .object({ week: storyWeek, text: z.string().trim().max(MAX_OWN_WORDS, 'too_long') })
  .meta({ id: 'ReflectionBody' });

/** Saves the learner's reflection on a week ('' removes it). */
export const saveReflection = endpoint({
  method: 'POST',
  path: '/evolution',
  body: reflectionBody,
  response: reflectionResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});
