import type { ErrorCode, ErrorResponse, FileKind, WidgetReason } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';
import { HttpError } from './http';

export interface ApiError {
  code: ErrorCode | 'NETWORK_ERROR';
  /** Spec §8: an account form's widget reason (text in i18n `widget`). */
  reason?: WidgetReason;
  message: string;
  issues: { path: string; message: string }[];
  retryAfterSeconds?: number;
  /** LOCKED: when it opens (null: after onboarding). */
  unlocksAt?: string | null;
  /** PAYLOAD_TOO_LARGE: what the file was; UNSUPPORTED_MEDIA_TYPE: what the task takes. */
  fileKind?: FileKind;
  allowedKinds?: FileKind[];
  /** WRONG_ORIGIN: the address Leerloop runs at. */
  appUrl?: string;
  /** CHAPTER_NOT_OPEN: the week whose work comes first. */
  week?: number;
  /** INVITATION_FOR_OTHER_EMAIL: the address the invitation was sent to. */
  email?: string;
}

/** What an error's text fills in (`{{appUrl}}`, `{{week}}`, `{{email}}` in i18n `errors`). */
export const textValuesOf = ({ appUrl, week, email }: ApiError) => ({ appUrl, week, email });

/** Reads any failed call into one shape; the UI then shows `errors:{code}` in its language. */
export function toApiError(error: unknown): ApiError {
  if (
    error instanceof HttpError &&
    error.response.data &&
    typeof error.response.data === 'object'
  ) {
    const data = error.response.data as Partial<ErrorResponse>;
    const retryAfter = Number(error.response.headers['retry-after']);
    return {
      code: data.code ?? 'INTERNAL_ERROR',
      ...(data.reason && { reason: data.reason }),
      message: data.message ?? '',
      issues: data.issues ?? [],
      ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
      ...(data.unlocksAt !== undefined && { unlocksAt: data.unlocksAt }),
      ...(data.fileKind && { fileKind: data.fileKind }),
      ...(data.allowedKinds && { allowedKinds: data.allowedKinds }),
      ...(data.appUrl && { appUrl: data.appUrl }),
      ...(data.week !== undefined && { week: data.week }),
      ...(data.email && { email: data.email }),
    };
  }
  return {
    code: 'NETWORK_ERROR',
    message: error instanceof Error ? error.message : '',
    issues: [],
  };
}

/** The text for a failed call in the user's language (`errors:{code}`, or the network notice). */
export function useErrorText() {
  const { t } = useTranslation(['common', 'errors', 'widget']);
  return (error: unknown) => {
    const apiError = toApiError(error);
    const { code, reason } = apiError;
    if (reason) return t(`widget:${reason}`);
    return code === 'NETWORK_ERROR'
      ? t('common:networkError')
      : t(`errors:${code}`, textValuesOf(apiError));
  };
}
