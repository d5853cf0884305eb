import { z } from 'zod';
import { loginPasswordSchema, otpSchema } from '../auth/auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/**
 * Issue 8: a sensitive change (addresses, numbers, linked accounts and wallets, devices, deleting
 * the account) needs a check of who this is from the last ten minutes: the password, or a code
 * mailed to the primary address. Until then such a change answers 403 REVERIFICATION_REQUIRED.
 */
export const REVERIFICATION_MINUTES = 10;

export const reverifyResponse = success(
  z.object({
    /** Until when sensitive changes go through without asking again (ISO time). */
    validUntil: z.string(),
  }),
).meta({ id: 'Reverified' });

export const reverifyPasswordBody = z
  .object({ password: loginPasswordSchema })
  .meta({ id: 'ReverifyPasswordBody' });

export const reverifyWithPassword = endpoint({
  method: 'POST',
  path: '/account/reverify/password',
  body: reverifyPasswordBody,
  response: reverifyResponse,
  errors: ['VALIDATION_ERROR', 'NO_PASSWORD', 'RATE_LIMITED'],
});

/** A code to the primary address instead of the password. */
export const sendReverificationCode = endpoint({
  method: 'POST',
  path: '/account/reverify/send-code',
  response: z.object({ status: z.literal('sent') }),
  errors: ['RATE_LIMITED'],
});

export const reverifyCodeBody = z.object({ code: otpSchema }).meta({ id: 'ReverifyCodeBody' });

export const reverifyWithCode = endpoint({
  method: 'POST',
  path: '/account/reverify/code',
  body: reverifyCodeBody,
  response: reverifyResponse,
  errors: ['INVALID_CODE'],
});
