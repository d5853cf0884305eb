import type { ErrorCode } from './errors.ts';
import type { WidgetReason } from './widget-reasons.ts';

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
