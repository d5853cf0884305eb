import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authFirstStepResponse } from './better-auth.ts';
import { otpPurposes } from './request-otp.ts';

/*
 * Better Auth's emailOTP: codes e-mailed to sign in, to confirm the address and to set a new
 * password. Our own endpoints (request-otp.ts, verify-otp.ts, reset-password.ts) forward here.
 */

const sentResponse = z.object({ success: z.boolean() });

/** E-mails a code to sign in or to confirm the address (nothing for an unknown address). */
export const sendVerificationOtp = endpoint({
  method: 'POST',
  path: '/auth/email-otp/send-verification-otp',
  body: z.object({ email: z.string(), type: z.enum(otpPurposes) }),
  response: sentResponse,
});

/** E-mails the code that sets a new password. */
export const requestPasswordResetOtp = endpoint({
  method: 'POST',
  path: '/auth/email-otp/request-password-reset',
  body: z.object({ email: z.string() }),
  response: sentResponse,
});

const codeBody = z.object({ email: z.string(), otp: z.string() });

/** The e-mailed code signs in. */
export const signInWithEmailOtp = endpoint({
  method: 'POST',
  path: '/auth/sign-in/email-otp',
  body: codeBody,
  response: authFirstStepResponse,
});

/** The e-mailed code confirms a new account's address, and signs in. */
export const verifyEmailWithOtp = endpoint({
  method: 'POST',
  path: '/auth/email-otp/verify-email',
  body: codeBody,
  response: authFirstStepResponse,
});

/** The e-mailed code sets a new password. */
export const resetPasswordWithOtp = endpoint({
  method: 'POST',
  path: '/auth/email-otp/reset-password',
  body: codeBody.extend({ password: z.string() }),
  response: sentResponse,
});
