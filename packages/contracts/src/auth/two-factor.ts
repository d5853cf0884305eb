import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { authStatusResponse } from './better-auth.ts';

/*
 * Better Auth's twoFactor, in the account: the authenticator app as second step, confirmed by
 * the password. Setting it up ends with the app's first code (see second-step.ts).
 */

const passwordBody = z.object({ password: z.string() });

/** Step 1 of setting up: the QR code's URI and the backup codes. */
export const enableTwoFactor = endpoint({
  method: 'POST',
  path: '/auth/two-factor/enable',
  body: passwordBody,
  response: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  errors: ['VALIDATION_ERROR', 'AUTHENTICATOR_ALREADY_ON'],
});

/** The authenticator off (the second step stays on while texted codes are). */
export const disableTwoFactor = endpoint({
  method: 'POST',
  path: '/auth/two-factor/disable',
  body: passwordBody,
  response: authStatusResponse,
  errors: ['VALIDATION_ERROR'],
});

/** A new set of backup codes; the old set stops working. */
export const generateBackupCodes = endpoint({
  method: 'POST',
  path: '/auth/two-factor/generate-backup-codes',
  body: passwordBody,
  response: z.object({ backupCodes: z.array(z.string()) }),
  errors: ['VALIDATION_ERROR'],
});
