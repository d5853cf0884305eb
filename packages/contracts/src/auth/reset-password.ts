import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';

export const resetPasswordBody = z
  .object({ email: emailSchema, otp: otpSchema, password: newPasswordSchema })
  .meta({ id: 'ResetPasswordBody' });
export const resetPasswordResponse = z.object({ status: z.literal('success') });

/** Spec §7: set a new password with the code from the forgot-password e-mail. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/reset-password',
  body: resetPasswordBody,
  response: resetPasswordResponse,
  errors: [
    'INVALID_CODE',
    'TOO_MANY_CODE_ATTEMPTS',
    'RATE_LIMITED',
    'PASSWORD_TOO_WEAK',
    'PASSWORD_PWNED',
  ],
});
