import { z } from 'zod';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { storyWeek } from './story-views.ts';

export const weekQuery = z.object({ week: storyWeek });

export const promptResponse = success(z.object({ week: z.number().int(), prompt: localized })).meta(
  { id: 'EvolutionPrompt' },
);

/** Spec §7 (`?week=n`): the week's reflection question, led in by what the learner did. */
export const getEvolutionPrompt = endpoint({
  method: 'GET',
  path: '/my-prompt-evolution',
  query: weekQuery,
  response: promptResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});
