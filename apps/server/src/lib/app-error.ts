import { type ErrorCode, errorStatus, errorText } from '@leerloop/contracts';

/** The one error services throw. The error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = errorText(code),
    readonly issues?: { path: string; message: string }[],
    /** Extra fields of the error body, e.g. `unlocksAt` for LOCKED. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}
