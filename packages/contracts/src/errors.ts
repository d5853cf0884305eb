import { z } from 'zod';
import { fileKinds } from './assignments/file-kinds.ts';
import { widgetReasons } from './widget-reasons.ts';

/** Every error the API answers with. The client maps these codes to texts once (i18n `errors`). */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_CODE',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_EXISTS',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_PWNED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'LOCKED',
  'DAILY_LIMIT',
  'ACCOUNT_BANNED',
  'SIGN_IN_EXPIRED',
  'EMAIL_LINK_EXPIRED',
  'EMAIL_LINK_INVALID',
  'SSO_UNAVAILABLE',
  'PASSWORD_RESET_REQUIRED',
  'NEW_DEVICE',
  'SIGN_IN_CODE_REQUIRED',
  // Sign-in and the account's own Better Auth settings (issue 21).
  'TOO_MANY_CODE_ATTEMPTS',
  'SECOND_STEP_LOCKED',
  'SECOND_STEP_BY_TEXT_OFF',
  'AUTHENTICATOR_ALREADY_ON',
  'USERNAME_TAKEN',
  'PROFILE_READ_ONLY',
  'LAST_SIGN_IN_METHOD',
  'PLATFORM_ADMIN_ONLY',
  'REVERIFICATION_REQUIRED',
  'INVITATION_INVALID',
  'LAST_ADMIN',
  'SLUG_TAKEN',
  'INVITATION_NO_LONGER_VALID',
  'DOMAIN_CLAIMED',
  'DOMAIN_NOT_VERIFIED',
  'DOMAIN_ALREADY_VERIFIED',
  'SELF_BAN',
  'SELF_PASSWORD_RESET',
  'BIRTH_YEAR_REQUIRED',
  'PARENTAL_CONSENT_REQUIRED',
  'BIRTH_YEAR_ALREADY_SET',
  'PARENTAL_CONSENT_NOT_NEEDED',
  'PARENT_LINK_INVALID',
  'PARENT_LINK_EXPIRED',
  'WRONG_ORIGIN',
  'ONBOARDING_INCOMPLETE',
  'WALLETS_OFF',
  // The account's e-mail addresses, phone numbers and wallets (spec §4, §8; issue 21).
  'LAST_IDENTIFICATION',
  'PHONE_NUMBER_EXISTS',
  'IDENTIFIER_ALREADY_VERIFIED',
  'IDENTIFIER_NOT_VERIFIED',
  'TOO_MANY_EMAILS',
  'TOO_MANY_PHONES',
  'TOO_MANY_WALLETS',
  'WALLET_TAKEN',
  'WALLET_MESSAGE_EXPIRED',
  'WALLET_SIGNATURE_INVALID',
  'NO_PASSWORD',
  'NO_VERIFIED_PHONE',
  // Issue 21: what exactly went wrong in the learning screens and uploads, said by its code.
  'DECK_FINISHED',
  'DECK_INCOMPLETE',
  'FILE_ANSWER_REQUIRED',
  'ANSWER_TEXT_REQUIRED',
  'ALREADY_ANSWERED',
  'UPLOAD_FIELDS_MISSING',
  'RANGE_NOT_SATISFIABLE',
  'BRAINFOOD_NOT_ALLOWED',
  'NOT_A_COACH',
  'ANSWER_DOES_NOT_FIT',
  'MODULE_INCOMPLETE',
  'CHAPTER_NOT_OPEN',
  'THEME_CHOICES_INVALID',
  'INVITATION_FOR_OTHER_EMAIL',
  'WEBSOCKET_ONLY',
  'MULTIPART_REQUIRED',
  'MULTIPART_UNREADABLE',
  'UPLOAD_BROKEN_OFF',
  // Issue 24: resumable (tus) uploads.
  'UPLOAD_LENGTH_REQUIRED',
  'UPLOAD_EXPIRED',
  'UPLOAD_OFFSET_MISMATCH',
  'FILE_REQUIRED',
  'NOT_A_PICTURE',
  'PICTURE_TOO_LARGE',
  'TOO_MANY_PIXELS',
  // Issue 23: groups (klassen) inside an organisation and their programme timing.
  'GROUP_NAME_TAKEN',
  'NOT_AN_ORGANIZATION_MEMBER',
  'CANNOT_COACH_A_GROUP',
  'WEEK_NOT_IN_PROGRAMME',
  // Issue 23: the programme edited in the app.
  'CONTENT_ITEM_NOT_FOUND',
  'CONTENT_DRAFT_MISSING',
  'CONTENT_WEEK_NOT_FOUND',
  'CONTENT_WEEK_FULL',
  'CONTENT_ITEM_PUBLISHED',
  'CONTENT_ITEM_UNPUBLISHED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Field-level problems of a VALIDATION_ERROR, each with a message key of i18n `validation`. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Spec §8: the sign-in widget's reason, for account forms (text in i18n `widget`). */
    reason: z.enum(widgetReasons).optional(),
    /** LOCKED: when it opens (ISO time). */
    unlocksAt: z.string().nullable().optional(),
    /** PAYLOAD_TOO_LARGE: what the file was and the most it may be. */
    fileKind: z.enum(fileKinds).optional(),
    maxBytes: z.number().int().optional(),
    /** UNSUPPORTED_MEDIA_TYPE: the kinds of file the task takes. */
    allowedKinds: z.array(z.enum(fileKinds)).optional(),
    /** DAILY_LIMIT: Imi's messages per day. */
    limit: z.number().int().optional(),
    /** WRONG_ORIGIN: the address Leerloop runs at, where the page should be opened. */
    appUrl: z.string().optional(),
    /** CHAPTER_NOT_OPEN: the week whose work comes first. */
    week: z.number().int().optional(),
    /** INVITATION_FOR_OTHER_EMAIL: the address the invitation was sent to. */
    email: z.string().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The HTTP status each code is answered with. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_CODE: 400,
  PASSWORD_TOO_WEAK: 400,
  PASSWORD_PWNED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  LOCKED: 403,
  DAILY_LIMIT: 429,
  ACCOUNT_BANNED: 403,
  SIGN_IN_EXPIRED: 401,
  EMAIL_LINK_EXPIRED: 410,
  EMAIL_LINK_INVALID: 400,
  SSO_UNAVAILABLE: 503,
  PASSWORD_RESET_REQUIRED: 403,
  NEW_DEVICE: 403,
  // Too many failed sign-ins: the password alone is not enough for a while (a limit, so 429).
  SIGN_IN_CODE_REQUIRED: 429,
  // A one-time code tried too often no longer works: a new one is needed (400, as a wrong code).
  TOO_MANY_CODE_ATTEMPTS: 400,
  // Ten wrong second-step codes in a row: the second step is locked for an hour (a limit).
  SECOND_STEP_LOCKED: 429,
  SECOND_STEP_BY_TEXT_OFF: 400,
  AUTHENTICATOR_ALREADY_ON: 409,
  USERNAME_TAKEN: 409,
  // Spec §5: what a school's connection provides is read-only here.
  PROFILE_READ_ONLY: 403,
  // The only way left to sign in cannot be unlinked (spec §8 identification_deletion_failed).
  LAST_SIGN_IN_METHOD: 409,
  PLATFORM_ADMIN_ONLY: 403,
  REVERIFICATION_REQUIRED: 403,
  // Gone, not 404: the web app reloads on a 404 (spec §8), and the page says it instead.
  INVITATION_INVALID: 410,
  // Issue 21: what exactly stands in the way in an organisation or the admin's users list.
  LAST_ADMIN: 409,
  SLUG_TAKEN: 409,
  INVITATION_NO_LONGER_VALID: 409,
  DOMAIN_CLAIMED: 409,
  DOMAIN_NOT_VERIFIED: 409,
  DOMAIN_ALREADY_VERIFIED: 409,
  SELF_BAN: 409,
  SELF_PASSWORD_RESET: 409,
  // Issue 18: under 16 without an organisation, uploads and Imi wait for a parent's consent.
  BIRTH_YEAR_REQUIRED: 403,
  PARENTAL_CONSENT_REQUIRED: 403,
  BIRTH_YEAR_ALREADY_SET: 409,
  PARENTAL_CONSENT_NOT_NEEDED: 409,
  // Gone, not 404, as for invitations: the parent's page says it instead of reloading.
  PARENT_LINK_INVALID: 410,
  PARENT_LINK_EXPIRED: 410,
  // A page on an address the server does not know (http://127.0.0.1 for http://localhost in
  // production, an old domain): not a matter of permission, so it says where to go instead.
  WRONG_ORIGIN: 403,
  // Finishing onboarding before its steps (the access code, the themes): the page leads back.
  ONBOARDING_INCOMPLETE: 409,
  // Issue 20: this deployment has not turned web3 wallets on (WALLETS_ENABLED); as if absent.
  WALLETS_OFF: 404,
  // The account's identifiers: what is asked clashes with what the account or others have.
  LAST_IDENTIFICATION: 409,
  PHONE_NUMBER_EXISTS: 409,
  IDENTIFIER_ALREADY_VERIFIED: 409,
  IDENTIFIER_NOT_VERIFIED: 409,
  TOO_MANY_EMAILS: 409,
  TOO_MANY_PHONES: 409,
  TOO_MANY_WALLETS: 409,
  WALLET_TAKEN: 409,
  // The signed message itself is wrong: a field problem (`signature`), as before.
  WALLET_MESSAGE_EXPIRED: 400,
  WALLET_SIGNATURE_INVALID: 400,
  // Reverifying by password without one (a school account): the e-mailed code it is.
  NO_PASSWORD: 409,
  NO_VERIFIED_PHONE: 409,
  // Issue 21: the learning screens' and uploads' refusals, each with the status it had.
  DECK_FINISHED: 409,
  DECK_INCOMPLETE: 409,
  FILE_ANSWER_REQUIRED: 400,
  ANSWER_TEXT_REQUIRED: 400,
  ALREADY_ANSWERED: 409,
  UPLOAD_FIELDS_MISSING: 400,
  RANGE_NOT_SATISFIABLE: 416,
  BRAINFOOD_NOT_ALLOWED: 409,
  NOT_A_COACH: 403,
  ANSWER_DOES_NOT_FIT: 400,
  MODULE_INCOMPLETE: 409,
  CHAPTER_NOT_OPEN: 409,
  THEME_CHOICES_INVALID: 400,
  INVITATION_FOR_OTHER_EMAIL: 403,
  WEBSOCKET_ONLY: 404,
  MULTIPART_REQUIRED: 415,
  MULTIPART_UNREADABLE: 400,
  UPLOAD_BROKEN_OFF: 400,
  // Issue 24: a resumable upload says its size first; one left unfinished a day is gone (410, as
  // tus asks); bytes sent from another offset than the server's are refused (409, as tus asks).
  UPLOAD_LENGTH_REQUIRED: 400,
  UPLOAD_EXPIRED: 410,
  UPLOAD_OFFSET_MISMATCH: 409,
  FILE_REQUIRED: 400,
  NOT_A_PICTURE: 415,
  PICTURE_TOO_LARGE: 413,
  TOO_MANY_PIXELS: 413,
  // Issue 23: what stands in the way of a change to a group.
  GROUP_NAME_TAKEN: 409,
  NOT_AN_ORGANIZATION_MEMBER: 409,
  CANNOT_COACH_A_GROUP: 409,
  WEEK_NOT_IN_PROGRAMME: 400,
  // Issue 23: an item of the programme that is not there, and publishing without a draft.
  CONTENT_ITEM_NOT_FOUND: 404,
  CONTENT_DRAFT_MISSING: 409,
  CONTENT_WEEK_NOT_FOUND: 404,
  CONTENT_WEEK_FULL: 409,
  CONTENT_ITEM_PUBLISHED: 409,
  CONTENT_ITEM_UNPUBLISHED: 409,
};
