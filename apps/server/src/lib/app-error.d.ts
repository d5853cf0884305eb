import { type ErrorCode } from '@leerloop/contracts';
/** The one error services throw. The error handler turns it into `{ code, message }`. */
export declare class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?:
    | {
        path: string;
        message: string;
      }[]
    | undefined;
  readonly statusCode: number;
  constructor(
    code: ErrorCode,
    message?: string,
    issues?:
      | {
          path: string;
          message: string;
        }[]
      | undefined,
  );
}
