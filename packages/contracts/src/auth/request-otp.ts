import { z } from 'zod';
import { emailSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';

export const otpPurposes = ['sign-in', 'email-verification', 'forget-password'] as const;

export const requestOtpBody = z
  .object({ email: emailSchema, type: z.enum(otpPurposes).default('sign-in') })
  .meta({ id: 'RequestOtpBody' });
/** The answer of a code sent (or not: it is the same either way). */
export const requestOtpResponse = z.object({ status: z.literal('sent') });

/**
 * Spec §7: e-mail a one-time code (sign-in, e-mail verification or password reset). Always
 * answers alike, so it reveals no accounts.
 */
export const requestOtp = endpoint({
  method: 'POST',
  path: '/request-otp',
  body: requestOtpBody,
  response: requestOtpResponse,
  errors: ['RATE_LIMITED'],
});
