import { z } from 'zod';

/**
 * A sign-in without a password (e-mailed code or link, texted code): signed in as `userId`, or,
 * for an account with a second step, that step comes next (`secondStep`, no session yet).
 */
export const passwordlessSignInResponse = z.object({
  status: z.literal('success'),
  data: z.object({ userId: z.string().nullable(), secondStep: z.boolean() }),
});
