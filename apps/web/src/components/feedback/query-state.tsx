import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../lib/api-error';
import { PageSpinner } from '../layout/page-spinner';

interface Props {
  isPending: boolean;
  error: unknown;
  errorText: string;
  /** What is missing, for a 404 (spec §8's 'Geen bericht gevonden' unless the screen says more). */
  notFoundText?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading and error states of a screen that reads data; the screen itself once it is there. */
export function QueryState({
  isPending,
  error,
  errorText,
  notFoundText,
  onRetry,
  children,
}: Props) {
  const { t } = useTranslation(['modules', 'errors']);
  if (isPending) return <PageSpinner />;
  if (error) {
    // Asking again does not make a missing item exist: no retry button for it.
    const isNotFound = toApiError(error).code === 'NOT_FOUND';
    return (
      <Alert
        severity={isNotFound ? 'warning' : 'error'}
        role="alert"
        action={
          !isNotFound && (
            <Button color="inherit" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
        sx={{ maxWidth: 640, mx: 'auto', mt: 3 }}
      >
        {isNotFound ? (notFoundText ?? t('errors:NOT_FOUND')) : errorText}
      </Alert>
    );
  }
  return children;
}
