import { z } from 'zod';
import { emailSchema, loginPasswordSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { authFirstStepResponse } from './better-auth.ts';

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Better Auth: the password sign-in. The session cookie comes back with the user; with a second
 * step on the account only a short-lived second-step cookie does (`twoFactorRedirect`).
 */
export const signInWithPassword = endpoint({
  method: 'POST',
  path: '/auth/sign-in/email',
  body: loginSchema,
  response: authFirstStepResponse,
  errors: [
    'INVALID_CREDENTIALS',
    'EMAIL_NOT_VERIFIED',
    'NEW_DEVICE',
    'SIGN_IN_CODE_REQUIRED',
    'PASSWORD_RESET_REQUIRED',
    'ACCOUNT_BANNED',
    'RATE_LIMITED',
  ],
});
