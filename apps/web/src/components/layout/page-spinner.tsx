import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives (spec §2: pages loaded on demand with a spinner). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
      <CircularProgress size={50} aria-label={t('loading')} />
    </Box>
  );
}
