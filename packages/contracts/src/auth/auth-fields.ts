import { z } from 'zod';

/*
 * The fields of signing in and of the account (an address, a password, a code, a number, names),
 * shared by the endpoints in auth/ and account/ and by other resources' forms.
 */

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Spec §5 leaves the maximum byte size open; 72 bytes is the limit bcrypt-era systems share. */
export const MAX_PASSWORD_BYTES = 72;
/** zxcvbn's 0–4 score a new password needs: 2 ("somewhat guessable"). Server and meter agree. */
export const MIN_PASSWORD_SCORE = 2;
/** Spec §5/§9: name fields at most 256 characters. */
export const MAX_NAME_LENGTH = 256;

const byteLength = (value: string) => new TextEncoder().encode(value).length;

// Messages are keys of the i18n `validation` namespace (see ./i18n), never literal texts.
export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .pipe(z.email('email_invalid'));

export const loginPasswordSchema = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .min(MIN_PASSWORD_LENGTH, 'password_min_length');

export const newPasswordSchema = loginPasswordSchema.refine(
  (value) => byteLength(value) <= MAX_PASSWORD_BYTES,
  'password_size_in_bytes_exceeded',
);

/** A first or last name: required (`requiredKey` when empty), at most 256 characters. */
export const nameSchema = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(MAX_NAME_LENGTH, 'max_length_exceeded');

export const otpSchema = z
  .string({ error: 'code_required' })
  .trim()
  .regex(/^\d{6}$/, 'code_invalid');

/** Spec §5: a phone number in valid international format (E.164); spaces and dashes allowed. */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'phone_invalid'));

/** The profile fields an organisation's connection can provide (read-only while it does). */
export const profileFields = ['firstName', 'lastName'] as const;
export type ProfileField = (typeof profileFields)[number];

/** An optional username: at least 3 of letters, digits, dot, dash, underscore (≤ 256). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const usernameSchema = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, 'max_length_exceeded')
  .refine(
    (value) =>
      value === '' || (value.length >= USERNAME_MIN_LENGTH && USERNAME_PATTERN.test(value)),
    'username_invalid',
  );
