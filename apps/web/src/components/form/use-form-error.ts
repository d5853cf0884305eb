import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textValuesOf, toApiError } from '../../lib/api-error';

/**
 * Puts a failed call on the form: field problems under their fields (only there), anything
 * else as one message in the user's language.
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
    fieldIssues.forEach((issue, index) =>
      setError(issue.path as Path<T>, { message: issue.message }, { shouldFocus: index === 0 }),
    );
    // Issue 20: a problem with a field is said once, under that field (the cursor goes there),
    // not again above the form (a leaked password was both).
    if (fieldIssues.length) return setMessage(null);
    if (apiError.code === 'NETWORK_ERROR') return setMessage(t('common:networkError'));
    if (apiError.code === 'RATE_LIMITED' && apiError.retryAfterSeconds) {
      return setMessage(
        t('common:rateLimited', { minutes: Math.ceil(apiError.retryAfterSeconds / 60) }),
      );
    }
    setMessage(
      apiError.reason
        ? t(`widget:${apiError.reason}`)
        : t(`errors:${apiError.code}`, textValuesOf(apiError)),
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
