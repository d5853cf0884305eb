import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * Better Auth: spec §5, the account and everything in it goes. `confirm` is the typed-out
 * confirmation; the password when the account has one (otherwise a recent check of who this is).
 */
export const deleteUser = endpoint({
  method: 'POST',
  path: '/auth/delete-user',
  body: z.object({ confirm: z.string(), password: z.string().optional() }),
  response: z.object({ success: z.boolean() }),
  errors: ['VALIDATION_ERROR', 'REVERIFICATION_REQUIRED'],
});
