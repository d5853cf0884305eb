import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

export const myImiResponse = success(
  z.object({
    greeting: z.string(),
    /** Questions from the learner's current week, in their language. */
    suggestions: z.array(z.string()),
    limit: z.number().int(),
    remaining: z.number().int(),
  }),
).meta({ id: 'MyImi' });

/** Spec §7: Imi's greeting, suggested questions and what is left of today's quota. */
export const getMyImi = endpoint({
  method: 'GET',
  path: '/my-imi',
  response: myImiResponse,
});
