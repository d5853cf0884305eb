import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authSignedInResponse, authStatusResponse } from './better-auth.ts';

/*
 * Spec §2 login page, second step (Better Auth's twoFactor, with our plugin's texted codes): after
 * the first step only a short-lived second-step cookie exists; one of these finishes the sign-in.
 */

/** A backup code of the second step, as shown to the user (letters, digits, a dash). */
export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, 'code_required')
  .max(64, 'code_invalid')
  .regex(/^[A-Za-z0-9-]+$/, 'code_invalid');

/** A code texted to the primary phone, the authenticator app's code, or a backup code. */
export const secondStepMethods = ['sms', 'totp', 'backup'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];
/** The second steps a user can have set up (backup codes come with the authenticator). */
export type SecondStepKind = Exclude<SecondStepMethod, 'backup'>;

export const secondStepMethodsResponse = z.object({
  methods: z.array(z.enum(['sms', 'totp'])),
  /** The end of the number codes are texted to ("•• 78"), when there is one. */
  phoneHint: z.string().nullable(),
});

/** Our plugin: what the half-finished sign-in of this browser may use, the default first. */
export const getSecondStepMethods = endpoint({
  method: 'GET',
  path: '/auth/second-step/methods',
  response: secondStepMethodsResponse,
  errors: ['SIGN_IN_EXPIRED'],
});

/** Texts a code to the primary number for this sign-in (only when texted codes are on). */
export const sendTwoFactorOtp = endpoint({
  method: 'POST',
  path: '/auth/two-factor/send-otp',
  body: z.object({}),
  response: authStatusResponse,
  errors: ['SECOND_STEP_BY_TEXT_OFF', 'SIGN_IN_EXPIRED'],
});

const codeBody = z.object({ code: z.string() });
const secondStepErrors = ['INVALID_CODE', 'SIGN_IN_EXPIRED', 'SECOND_STEP_LOCKED'] as const;

/** The texted code finishes the sign-in. */
export const verifyTwoFactorOtp = endpoint({
  method: 'POST',
  path: '/auth/two-factor/verify-otp',
  body: codeBody,
  response: authSignedInResponse,
  errors: [...secondStepErrors, 'SECOND_STEP_BY_TEXT_OFF'],
});

/** The authenticator's code finishes the sign-in (or, signed in, confirms its set-up). */
export const verifyTwoFactorTotp = endpoint({
  method: 'POST',
  path: '/auth/two-factor/verify-totp',
  body: codeBody,
  response: authSignedInResponse,
  errors: secondStepErrors,
});

/** A backup code finishes the sign-in (once). */
export const verifyBackupCode = endpoint({
  method: 'POST',
  path: '/auth/two-factor/verify-backup-code',
  body: codeBody,
  response: authSignedInResponse,
  errors: secondStepErrors,
});
