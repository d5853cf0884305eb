import { z } from 'zod';
import { loginPasswordSchema, newPasswordSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';

/** Changing the password: the current one, a new one that meets the policy. */
export const changePasswordSchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * Better Auth: a new password. Signing the other devices out gives this one a new session (its
 * token here).
 */
export const changePassword = endpoint({
  method: 'POST',
  path: '/auth/change-password',
  body: changePasswordSchema,
  response: z.object({ token: z.string().nullable() }),
  errors: ['VALIDATION_ERROR', 'PASSWORD_TOO_WEAK', 'PASSWORD_PWNED'],
});
