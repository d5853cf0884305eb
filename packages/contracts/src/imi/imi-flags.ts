import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { chatIdParams, crisisCategories } from './imi-views.ts';

/*
 * The coach's side of Imi's safety flags (issue 17): learners' messages about self-harm, abuse
 * or danger in the coach's organisations, the menu's badge, and marking one seen.
 */

export const imiFlagCategories = crisisCategories;
export const imiFlag = z.object({
  id: z.string(),
  category: z.enum(imiFlagCategories),
  learner: z.string(),
  message: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
});
export const imiFlagsResponse = success(z.object({ flags: z.array(imiFlag) })).meta({
  id: 'ImiFlags',
});
export const imiFlagParams = chatIdParams;
export const imiFlagCountResponse = success(z.object({ unseen: z.number().int() })).meta({
  id: 'ImiFlagCount',
});

/** The flags of the coach's learners, newest first. */
export const getImiFlags = endpoint({
  method: 'GET',
  path: '/review/imi-flags',
  response: imiFlagsResponse,
  errors: ['FORBIDDEN'],
});

/** The menu's badge: flags of the coach's learners nobody has marked seen yet. */
export const getImiFlagCount = endpoint({
  method: 'GET',
  path: '/review/imi-flags/count',
  response: imiFlagCountResponse,
  errors: ['FORBIDDEN'],
});

/** The coach has seen a flag: the list again. */
export const markImiFlagSeen = endpoint({
  method: 'POST',
  path: '/review/imi-flags/:id/seen',
  params: imiFlagParams,
  response: imiFlagsResponse,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
