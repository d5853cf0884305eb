import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema, phoneSchema } from './auth-fields.ts';
import { birthYearSchema } from '../birth-year.ts';
import { endpoint } from '../endpoint.ts';

export const registerSchema = z.object({
  firstName: nameSchema('first_name_required'),
  lastName: nameSchema('last_name_required'),
  email: emailSchema,
  password: newPasswordSchema,
  /** Issue 18: under 16 without an organisation, a parent consents before uploads and Imi. */
  birthYear: birthYearSchema,
  /** Optional: verified by a texted code right after the e-mail address (spec §2 sign-up). */
  phone: z.union([z.literal(''), phoneSchema]).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** What the sign-up form sends: its fields, the full name, the language and the bot check. */
export const signUpBody = registerSchema.extend({
  name: z.string(),
  langSelected: z.string(),
  /** The solved proof-of-work challenge (see get-captcha.ts). */
  captcha: z.string(),
});

/** Better Auth: a new account, waiting for its e-mailed code (no session yet). */
export const signUpWithEmail = endpoint({
  method: 'POST',
  path: '/auth/sign-up/email',
  body: signUpBody,
  response: z.object({ user: z.object({ id: z.string() }) }),
  errors: ['EMAIL_EXISTS', 'PHONE_NUMBER_EXISTS', 'PASSWORD_TOO_WEAK', 'PASSWORD_PWNED'],
});
