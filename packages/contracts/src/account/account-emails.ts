import { z } from 'zod';
import { emailSchema, otpSchema } from '../auth/auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/**
 * The user's e-mail addresses (spec §4): the primary one (sign-in and mail go there) and more,
 * each verified by a code before it can become primary. The primary's id is `primary`. Every
 * endpoint answers with the list as it is now.
 */
export const PRIMARY_EMAIL_ID = 'primary';

export const accountEmail = z
  .object({
    id: z.string(),
    email: z.string(),
    primary: z.boolean(),
    verified: z.boolean(),
  })
  .meta({ id: 'AccountEmail' });
export type AccountEmail = z.infer<typeof accountEmail>;

export const accountEmailsResponse = success(z.object({ emails: z.array(accountEmail) })).meta({
  id: 'AccountEmails',
});
export const addEmailBody = z.object({ email: emailSchema }).meta({ id: 'AddEmailBody' });
/** The mailed (or, for a number, texted) code that verifies an address. */
export const verifyEmailBody = z.object({ code: otpSchema }).meta({ id: 'VerifyEmailBody' });
export const accountEmailParams = z.object({
  id: z.string().regex(/^(primary|[0-9a-f-]{36})$/, 'invalid_value'),
});

export const listAccountEmails = endpoint({
  method: 'GET',
  path: '/account/emails',
  response: accountEmailsResponse,
});

/** A code to verify it is mailed there (a sensitive change). */
export const addAccountEmail = endpoint({
  method: 'POST',
  path: '/account/emails',
  body: addEmailBody,
  response: accountEmailsResponse,
  errors: ['EMAIL_EXISTS', 'TOO_MANY_EMAILS', 'REVERIFICATION_REQUIRED'],
});

export const sendAccountEmailCode = endpoint({
  method: 'POST',
  path: '/account/emails/:id/send-code',
  params: accountEmailParams,
  response: accountEmailsResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_ALREADY_VERIFIED'],
});

export const verifyAccountEmail = endpoint({
  method: 'POST',
  path: '/account/emails/:id/verify',
  params: accountEmailParams,
  body: verifyEmailBody,
  response: accountEmailsResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_ALREADY_VERIFIED', 'INVALID_CODE'],
});

/** Sign-in and mail go there from now on (a sensitive change). */
export const makeAccountEmailPrimary = endpoint({
  method: 'POST',
  path: '/account/emails/:id/primary',
  params: accountEmailParams,
  response: accountEmailsResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_NOT_VERIFIED', 'REVERIFICATION_REQUIRED'],
});

/** Never the last identification (a sensitive change). */
export const removeAccountEmail = endpoint({
  method: 'DELETE',
  path: '/account/emails/:id',
  params: accountEmailParams,
  response: accountEmailsResponse,
  errors: ['NOT_FOUND', 'LAST_IDENTIFICATION', 'REVERIFICATION_REQUIRED'],
});
