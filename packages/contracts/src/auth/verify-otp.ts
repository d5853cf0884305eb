import { z } from 'zod';
import { emailSchema, otpSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { passwordlessSignInResponse } from './passwordless-sign-in.ts';

export const verifyOtpBody = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    type: z.enum(['sign-in', 'email-verification']).default('sign-in'),
  })
  .meta({ id: 'VerifyOtpBody' });
export const verifyOtpResponse = passwordlessSignInResponse;

/** Spec §7: sign in (or confirm the address and sign in) with the e-mailed code. */
export const verifyOtp = endpoint({
  method: 'POST',
  path: '/verify-otp',
  body: verifyOtpBody,
  response: verifyOtpResponse,
  errors: ['INVALID_CODE', 'TOO_MANY_CODE_ATTEMPTS', 'RATE_LIMITED', 'PASSWORD_RESET_REQUIRED'],
});
