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
