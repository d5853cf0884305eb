import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../layout/page-spinner';

interface Props {
  isPending: boolean;
  error: unknown;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading and error states of a screen that reads data; the screen itself once it is there. */
export function QueryState({ isPending, error, errorText, onRetry, children }: Props) {
  const { t } = useTranslation('modules');
  if (isPending) return <PageSpinner />;
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
        sx={{ maxWidth: 640, mx: 'auto', mt: 3 }}
      >
        {errorText}
      </Alert>
    );
  }
  return children;
}
