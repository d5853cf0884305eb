import mcErrors from './i18n/mc/errors.json' with { type: 'json' };
import mcValidation from './i18n/mc/validation.json' with { type: 'json' };
import nlErrors from './i18n/nl/errors.json' with { type: 'json' };
import nlValidation from './i18n/nl/validation.json' with { type: 'json' };
import mcWidget from './i18n/mc/widget.json' with { type: 'json' };
import nlWidget from './i18n/nl/widget.json' with { type: 'json' };
import type { ErrorCode } from './errors.ts';
import type { Language } from './language.ts';
import type { WidgetReason } from './widget-reasons.ts';

/** Texts both the API and the web app show: validation messages and error messages. */
export const sharedTexts = {
  nl: { validation: nlValidation, errors: nlErrors, widget: nlWidget },
  mc: { validation: mcValidation, errors: mcErrors, widget: mcWidget },
} satisfies Record<
  Language,
  {
    validation: Record<string, string>;
    errors: Record<ErrorCode, string>;
    widget: Record<WidgetReason, string>;
  }
>;

export const widgetText = (reason: WidgetReason, language: Language = 'nl') =>
  sharedTexts[language].widget[reason];

/** A code's text, its `{{name}}` places filled from the error's fields (WRONG_ORIGIN's appUrl). */
export const errorText = (
  code: ErrorCode,
  language: Language = 'nl',
  values: Record<string, unknown> = {},
) =>
  sharedTexts[language].errors[code].replace(/\{\{(\w+)\}\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );

/** Whether a validation key has a text of its own (not the generic `invalid_value`). */
export const hasOwnValidationText = (key: string) =>
  key !== 'invalid_value' && key in sharedTexts.nl.validation;

export const validationText = (key: string, language: Language = 'nl') =>
  (sharedTexts[language].validation as Record<string, string>)[key] ?? key;
