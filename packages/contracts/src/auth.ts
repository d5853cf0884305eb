import { z } from 'zod';
import { birthYearSchema } from './birth-year.ts';

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

const nameSchema = (requiredKey: string) =>
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

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

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

/** The profile's names (Better Auth POST /update-user); `name` is both together. */
export const profileSchema = z.object({
  firstName: nameSchema('first_name_required'),
  lastName: nameSchema('last_name_required'),
  username: usernameSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;
export const profileUpdateBody = profileSchema.extend({
  name: z.string().max(MAX_NAME_LENGTH, 'max_length_exceeded'),
  // Sent only when there is one; Better Auth checks it again (and that it is free).
  username: usernameSchema.optional(),
});

/** Changing the password: the current one, a new one that meets the policy. */
export const changePasswordSchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const otpPurposes = ['sign-in', 'email-verification', 'forget-password'] as const;

/** POST /request-otp: e-mail a one-time code. Always answers alike, so it reveals no accounts. */
export const requestOtpBody = z
  .object({ email: emailSchema, type: z.enum(otpPurposes).default('sign-in') })
  .meta({ id: 'RequestOtpBody' });
export const requestOtpResponse = z.object({ status: z.literal('sent') });

/** POST /verify-otp: sign in (or confirm the address and sign in) with the e-mailed code. */
export const verifyOtpBody = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    type: z.enum(['sign-in', 'email-verification']).default('sign-in'),
  })
  .meta({ id: 'VerifyOtpBody' });
/**
 * A sign-in without a password (e-mailed code or link): signed in as `userId`, or, for an account
 * with an authenticator, the second step comes next (`secondStep`, no session yet).
 */
export const passwordlessSignInResponse = z.object({
  status: z.literal('success'),
  data: z.object({ userId: z.string().nullable(), secondStep: z.boolean() }),
});
export const verifyOtpResponse = passwordlessSignInResponse;

/** POST /reset-password: set a new password with the code from the forgot-password e-mail. */
export const resetPasswordBody = z
  .object({ email: emailSchema, otp: otpSchema, password: newPasswordSchema })
  .meta({ id: 'ResetPasswordBody' });
export const resetPasswordResponse = z.object({ status: z.literal('success') });

/** A backup code of the second step, as shown to the user (letters, digits, a dash). */
export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, 'code_required')
  .max(64, 'code_invalid')
  .regex(/^[A-Za-z0-9-]+$/, 'code_invalid');

/**
 * Spec §2 login page, second step: a code texted to the primary phone, the authenticator app's
 * code, or a backup code.
 */
export const secondStepMethods = ['sms', 'totp', 'backup'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];
/** The second steps a user can have set up (backup codes come with the authenticator). */
export type SecondStepKind = Exclude<SecondStepMethod, 'backup'>;

/** GET /auth/second-step/methods: what the half-finished sign-in may use, the default first. */
export const secondStepMethodsResponse = z.object({
  methods: z.array(z.enum(['sms', 'totp'])),
  /** The end of the number codes are texted to ("•• 78"), when there is one. */
  phoneHint: z.string().nullable(),
});

/** POST /request-phone-code: a sign-in code texted to a verified number (same answer if none). */
export const requestPhoneCodeBody = z
  .object({ phone: phoneSchema })
  .meta({ id: 'RequestPhoneCodeBody' });
/** POST /verify-phone-code: the texted code signs in. */
export const verifyPhoneCodeBody = z
  .object({ phone: phoneSchema, code: otpSchema })
  .meta({ id: 'VerifyPhoneCodeBody' });

/** POST /verify-email-link: the token from the e-mailed sign-in link. */
export const verifyEmailLinkBody = z
  .object({ token: z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'invalid_value') })
  .meta({ id: 'VerifyEmailLinkBody' });
export const verifyEmailLinkResponse = passwordlessSignInResponse;

/** GET /sso-connections: the organisations' sign-in connections ("Inloggen met …"). */
export const ssoConnectionsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ connections: z.array(z.object({ id: z.string(), name: z.string() })) }),
});
