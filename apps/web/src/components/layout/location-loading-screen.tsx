import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Spec §2/§9: after each location change a 'Laden...' screen shows for 1000 ms. */
export const LOCATION_LOADING_MS = 1000;

export function LocationLoadingScreen() {
  const { pathname } = useLocation();
  // A new key per location: a fresh overlay that shows, then hides itself.
  return <LoadingOverlay key={pathname} />;
}

function LoadingOverlay() {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LOCATION_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isVisible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="location-loading"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress size={50} aria-hidden />
      <Typography component="p" variant="h3">
        {t('loading')}
      </Typography>
    </Box>
  );
}
