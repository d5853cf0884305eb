import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../lib/storage-keys';
import { installPlatformOf, isRunningStandalone } from './install-hint';

/** Chrome's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/**
 * "Zet Leerloop op je beginscherm" on a phone, until dismissed (remembered on this device): on
 * Android with the browser's own install dialog, on an iPhone with the share menu's steps.
 */
export function InstallHintBanner() {
  const { t } = useTranslation('pwa');
  const [platform] = useState(() =>
    installPlatformOf({ userAgent: navigator.userAgent, isStandalone: isRunningStandalone() }),
  );
  const [isDismissed, setDismissed] = useState(() => storage.get('installHintDismissed') === '1');
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  const dismiss = () => {
    storage.set('installHintDismissed', '1');
    setDismissed(true);
  };
  const install = async () => {
    await installEvent?.prompt();
    dismiss();
  };

  // Android shows the hint once the browser offers to install; an iPhone never offers.
  const isShown =
    !isDismissed && (platform === 'iphone' || (platform === 'android' && Boolean(installEvent)));
  return (
    <Snackbar open={isShown} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        onClose={dismiss}
        closeText={t('install.dismiss')}
        action={
          platform === 'android' ? (
            <>
              <Button color="inherit" size="small" onClick={() => void install()}>
                {t('install.install')}
              </Button>
              <Button color="inherit" size="small" onClick={dismiss}>
                {t('install.dismiss')}
              </Button>
            </>
          ) : undefined
        }
      >
        <AlertTitle>{t('install.title')}</AlertTitle>
        {platform === 'iphone' && (
          <ol style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            <li>{t('install.iphoneStep1')}</li>
            <li>{t('install.iphoneStep2')}</li>
            <li>{t('install.iphoneStep3')}</li>
          </ol>
        )}
      </Alert>
    </Snackbar>
  );
}
