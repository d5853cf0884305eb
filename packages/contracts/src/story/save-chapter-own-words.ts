import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { MAX_OWN_WORDS, storyChapter, storyWeek } from './story-views.ts';

export const storySaveBody = z
  .object({ week: storyWeek, text: z.string().trim().max(MAX_OWN_WORDS, 'too_long') })
  .meta({ id: 'StorySave' });
export const storySaveResponse = success(storyChapter);

/** Spec §7: the learner's own words for an unlocked chapter ('' removes them). */
export const saveChapterOwnWords = endpoint({
  method: 'POST',
  path: '/my-story-save',
  body: storySaveBody,
  response: storySaveResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'CONFLICT', 'VALIDATION_ERROR'],
});
