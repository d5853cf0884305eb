import type { ErrorCode } from './errors.ts';

/**
 * Spec §8, the sign-in widget's messages: the reason an account form failed, next to our error
 * `code`. Each has a text in i18n `widget` (the spec's own text where it gives one).
 */
export const widgetReasons = [
  'captcha_invalid',
  'captcha_unavailable',
  'form_param_format_invalid',
  'form_param_max_length_exceeded',
  'form_password_not_strong_enough',
  'form_password_size_in_bytes_exceeded',
  'form_password_validation_failed',
  'identification_deletion_failed',
  'phone_number_exists',
  // The spec lists these with an empty text; ours are in i18n `widget` too.
  'form_code_incorrect',
  'form_identifier_exists',
  'form_identifier_not_found',
  'form_param_nil',
  'form_password_length_too_short',
  'form_password_pwned',
  'form_username_invalid',
  'not_allowed_access',
] as const;
export type WidgetReason = (typeof widgetReasons)[number];

/** Validation keys (i18n `validation`) and the widget reason each one is. */
const reasonOfIssue: Record<string, WidgetReason> = {
  email_invalid: 'form_param_format_invalid',
  phone_invalid: 'form_param_format_invalid',
  max_length_exceeded: 'form_param_max_length_exceeded',
  password_not_strong_enough: 'form_password_not_strong_enough',
  password_size_in_bytes_exceeded: 'form_password_size_in_bytes_exceeded',
  password_min_length: 'form_password_length_too_short',
  password_pwned: 'form_password_pwned',
  username_invalid: 'form_username_invalid',
};

/** Error codes that are a widget reason by themselves. */
const reasonOfCode: Partial<Record<ErrorCode, WidgetReason>> = {
  INVALID_CODE: 'form_code_incorrect',
  EMAIL_EXISTS: 'form_identifier_exists',
  LAST_IDENTIFICATION: 'identification_deletion_failed',
  PHONE_NUMBER_EXISTS: 'phone_number_exists',
};

/** The widget reason of an error, from its first field problem or else its code. */
export function widgetReasonOf(code: ErrorCode, issueKey?: string): WidgetReason | undefined {
  if (issueKey) {
    if (reasonOfIssue[issueKey]) return reasonOfIssue[issueKey];
    if (issueKey.endsWith('_required') || issueKey === 'required') return 'form_param_nil';
  }
  return reasonOfCode[code];
}
