import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks whether a new version is out (an installed app stays open long). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and says when a new version is ready; it takes over only when the
 * learner reloads, so no screen changes under their hands (issue 24).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const {
    needRefresh: [isUpdateReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // No worker (a browser without them, storage refused): the app works as before, online.
    onRegisterError() {},
  });
  return (
    <Snackbar open={isUpdateReady} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
            {t('update.reload')}
          </Button>
        }
      >
        {t('update.ready')}
      </Alert>
    </Snackbar>
  );
}
