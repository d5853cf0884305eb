import { AppError } from '../../lib/app-error.ts';
/** Turns a Better Auth error body into our AppError, so every 4xx has one shape. */
export declare function toAppError(
  status: number,
  body: {
    code?: string;
    message?: string;
  } | null,
): AppError;
/** Codes that mean "wrong secret": they count against the sign-in limits. */
export declare const isFailedAttempt: (error: AppError) => boolean;
