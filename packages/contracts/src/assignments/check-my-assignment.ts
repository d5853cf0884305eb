import { z } from 'zod';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

export const checkAssignmentResponse = success(
  z.object({
    /** The newest open assignment the learner has not looked at yet. */
    newAssignment: z
      .object({ id: z.string(), week: z.number().int(), title: localized })
      .nullable(),
    /** A story chapter unlocked since the learner last read their story. */
    newChapter: z.object({ week: z.number().int(), title: localized }).nullable(),
  }),
).meta({ id: 'CheckMyAssignment' });

/** Spec §7: what is new since the learner last looked — an assignment, a story chapter. */
export const checkMyAssignment = endpoint({
  method: 'GET',
  path: '/check-my-assignment',
  response: checkAssignmentResponse,
});
