import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { programmeWeek } from './module-views.ts';

/** GET /get-microlearning-modules */
export const modulesResponse = z
  .object({
    status: z.literal('success'),
    data: z.object({
      currentWeek: z.number().int(),
      weeks: z.array(programmeWeek),
      /** Open modules not yet done, the themes the learner chose in onboarding first. */
      suggestions: z.array(z.string()),
    }),
  })
  .meta({ id: 'MicrolearningModules' });

/** Spec §7: the learner's weeks and modules with their state, progress and locks. */
export const getMicrolearningModules = endpoint({
  method: 'GET',
  path: '/get-microlearning-modules',
  response: modulesResponse,
});
