import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** The access code an organisation gives its learners. */
export const checkUserBody = z
  .object({ code: z.string().trim().min(1, 'required').max(64, 'too_long') })
  .meta({ id: 'CheckUserBody' });
export const checkUserResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    organization: z.object({ id: z.string(), name: z.string() }),
    /** The group whose own code it was (issue 23); null for the organisation's code. */
    group: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
});

/**
 * Onboarding step 1 (the spec's check-user): join the organisation whose access code this is
 * (a group's code: the organisation and that group); the session then works in it. Tries are limited per learner and per client address.
 */
export const joinWithAccessCode = endpoint({
  method: 'POST',
  path: '/check-user',
  body: checkUserBody,
  response: checkUserResponse,
  errors: ['INVALID_CODE', 'RATE_LIMITED'],
});
