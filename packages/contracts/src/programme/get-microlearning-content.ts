import { z } from 'zod';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { imageRef, moduleContentItem, moduleIdParams, moduleProgress } from './module-views.ts';

/** GET /get-microlearning-content/{id} */
export const moduleContentResponse = z
  .object({
    status: z.literal('success'),
    data: z.object({
      id: z.string(),
      week: z.number().int(),
      title: localized,
      minutes: z.number().int(),
      cover: imageRef,
      items: z.array(moduleContentItem),
      questionCount: z.number().int(),
      takeaways: z.array(localized),
      progress: moduleProgress,
    }),
  })
  .meta({ id: 'MicrolearningContent' });

/** Spec §7: a module to work through (questions without answers), and where the learner is. */
export const getMicrolearningContent = endpoint({
  method: 'GET',
  path: '/get-microlearning-content/:id',
  params: moduleIdParams,
  response: moduleContentResponse,
  errors: ['NOT_FOUND', 'LOCKED'],
});
