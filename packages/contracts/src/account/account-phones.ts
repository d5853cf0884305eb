import { z } from 'zod';
import { phoneSchema } from '../auth/auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { verifyEmailBody as verifyCodeBody } from './account-emails.ts';

/**
 * The user's phone numbers (spec §2 user profile, §4, §5, §8), each verified by a texted code;
 * the verified primary one receives the second step's codes. Every endpoint answers with the
 * list as it is now.
 */
export const accountPhone = z
  .object({ id: z.string(), phone: z.string(), verified: z.boolean(), primary: z.boolean() })
  .meta({ id: 'AccountPhone' });
export type AccountPhone = z.infer<typeof accountPhone>;

export const accountPhonesResponse = success(z.object({ phones: z.array(accountPhone) })).meta({
  id: 'AccountPhones',
});
export const addPhoneBody = z.object({ phone: phoneSchema }).meta({ id: 'AddPhoneBody' });
export const accountPhoneParams = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
});

export const listAccountPhones = endpoint({
  method: 'GET',
  path: '/account/phones',
  response: accountPhonesResponse,
});

/** International format; a code is texted to it (a sensitive change). */
export const addAccountPhone = endpoint({
  method: 'POST',
  path: '/account/phones',
  body: addPhoneBody,
  response: accountPhonesResponse,
  errors: ['PHONE_NUMBER_EXISTS', 'TOO_MANY_PHONES', 'REVERIFICATION_REQUIRED'],
});

export const sendAccountPhoneCode = endpoint({
  method: 'POST',
  path: '/account/phones/:id/send-code',
  params: accountPhoneParams,
  response: accountPhonesResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_ALREADY_VERIFIED'],
});

export const verifyAccountPhone = endpoint({
  method: 'POST',
  path: '/account/phones/:id/verify',
  params: accountPhoneParams,
  body: verifyCodeBody,
  response: accountPhonesResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_ALREADY_VERIFIED', 'INVALID_CODE'],
});

/** A sensitive change. */
export const makeAccountPhonePrimary = endpoint({
  method: 'POST',
  path: '/account/phones/:id/primary',
  params: accountPhoneParams,
  response: accountPhonesResponse,
  errors: ['NOT_FOUND', 'IDENTIFIER_NOT_VERIFIED', 'REVERIFICATION_REQUIRED'],
});

/** Without a verified number left, texted codes as second step go off (a sensitive change). */
export const removeAccountPhone = endpoint({
  method: 'DELETE',
  path: '/account/phones/:id',
  params: accountPhoneParams,
  response: accountPhonesResponse,
  errors: ['NOT_FOUND', 'REVERIFICATION_REQUIRED'],
});
