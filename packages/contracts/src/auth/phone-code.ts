import { z } from 'zod';
import { otpSchema, phoneSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { authFirstStepResponse } from './better-auth.ts';
import { passwordlessSignInResponse } from './passwordless-sign-in.ts';
import { requestOtpResponse } from './request-otp.ts';

/*
 * Spec §2 "phone code": signing in with a code texted to a verified number. Our two endpoints
 * forward to the two our Better Auth plugin adds (phone-sign-in.ts), which make the session.
 */

export const requestPhoneCodeBody = z
  .object({ phone: phoneSchema })
  .meta({ id: 'RequestPhoneCodeBody' });

/** A sign-in code texted to a verified number (the same answer for any number). */
export const requestPhoneCode = endpoint({
  method: 'POST',
  path: '/request-phone-code',
  body: requestPhoneCodeBody,
  response: requestOtpResponse,
  errors: ['RATE_LIMITED'],
});

export const verifyPhoneCodeBody = z
  .object({ phone: phoneSchema, code: otpSchema })
  .meta({ id: 'VerifyPhoneCodeBody' });

/** The texted code signs in (the second step follows when the user has one). */
export const verifyPhoneCode = endpoint({
  method: 'POST',
  path: '/verify-phone-code',
  body: verifyPhoneCodeBody,
  response: passwordlessSignInResponse,
  errors: ['INVALID_CODE', 'TOO_MANY_CODE_ATTEMPTS', 'RATE_LIMITED'],
});

/** Better Auth (our plugin): texts the code when the number belongs to an account. */
export const sendPhoneSignInCode = endpoint({
  method: 'POST',
  path: '/auth/phone-code/send',
  body: z.object({ phone: phoneSchema }),
  response: z.object({ status: z.boolean() }),
});

/** Better Auth (our plugin): the texted code makes the session (once, in time, five tries). */
export const verifyPhoneSignInCode = endpoint({
  method: 'POST',
  path: '/auth/phone-code/verify',
  body: z.object({ phone: phoneSchema, code: z.string().regex(/^\d{6}$/) }),
  response: authFirstStepResponse,
  errors: ['INVALID_CODE'],
});
