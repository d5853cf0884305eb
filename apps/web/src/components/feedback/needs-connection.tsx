import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** What cannot be done offline says so (issue 24): uploads, Imi. */
export function NeedsConnection() {
  const { t } = useTranslation('pwa');
  return (
    <Alert severity="info" role="status">
      {t('offline.needsConnection')}
    </Alert>
  );
}
