import {
  type ErrorCode,
  errorStatus,
  errorText,
  hasOwnValidationText,
  validationText,
  type WidgetReason,
  widgetText,
} from '@leerloop/contracts';

export type Issue = { path: string; message: string };

export interface AppErrorOptions {
  /** Field problems, each with a key of i18n `validation`. */
  issues?: Issue[];
  /** Extra fields of the error body (`unlocksAt` for LOCKED); they fill the text's `{{name}}`s. */
  details?: Record<string, unknown>;
  /** Response headers that belong to the refusal (`retry-after`, `content-range`). */
  headers?: Record<string, string>;
  /** Spec §8: an account form's widget reason; the body carries it and the message is its text. */
  reason?: WidgetReason;
  /** Only for a text built from runtime values the error table cannot hold; say why there. */
  message?: string;
}

/** What the API client reads: the reason's text, a field's problem, or else the code's text. */
function messageOf(code: ErrorCode, { issues, details, reason }: AppErrorOptions) {
  if (reason) return widgetText(reason);
  const issueKey = issues?.[0]?.message;
  // A generic field problem (`invalid_value`, `required`) says no more than the code's text.
  if (code === 'VALIDATION_ERROR' && issueKey && hasOwnValidationText(issueKey))
    return validationText(issueKey);
  return errorText(code, 'nl', details);
}

/** The one error services throw. The error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly issues?: Issue[];
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  readonly reason?: WidgetReason;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? messageOf(code, options));
    this.statusCode = errorStatus[code];
    this.issues = options.issues;
    this.details = options.details;
    this.headers = options.headers;
    this.reason = options.reason;
  }
}
