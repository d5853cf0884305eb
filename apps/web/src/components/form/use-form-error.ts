import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../lib/api-error';

/**
 * Puts a failed call on the form: field problems under their fields, anything else as one
 * message in the user's language.
 */
export function useFormError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Path<T>[],
) {
  const { t } = useTranslation(['common', 'errors', 'validation', 'widget']);
  const [message, setMessage] = useState<string | null>(null);

  const show = (error: unknown) => {
    const apiError = toApiError(error);
    const fieldIssues = apiError.issues.filter((issue) => fields.includes(issue.path as Path<T>));
    for (const issue of fieldIssues) setError(issue.path as Path<T>, { message: issue.message });
    if (fieldIssues.length && apiError.code === 'VALIDATION_ERROR') return setMessage(null);
    if (apiError.code === 'NETWORK_ERROR') return setMessage(t('common:networkError'));
    if (apiError.code === 'RATE_LIMITED' && apiError.retryAfterSeconds) {
      return setMessage(
        t('common:rateLimited', { minutes: Math.ceil(apiError.retryAfterSeconds / 60) }),
      );
    }
    setMessage(
      apiError.reason
        ? t(`widget:${apiError.reason}`)
        : t(`errors:${apiError.code}`, { appUrl: apiError.appUrl }),
    );
  };

  /** Wraps a submit action: clears the last message, and shows what goes wrong. */
  const submit =
    <A extends unknown[]>(action: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      setMessage(null);
      try {
        await action(...args);
      } catch (error) {
        show(error);
      }
    };

  return { message, show, submit, showText: setMessage, clear: () => setMessage(null) };
}
