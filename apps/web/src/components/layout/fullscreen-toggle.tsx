import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '../../lib/use-is-hydrated';

// Only iPhone users who tap the button need the dialog: it loads then.
const IphoneFullscreenDialog = lazy(() => import('./iphone-fullscreen-dialog'));

/** Spec §1: on an iPhone there is no fullscreen API for pages; we explain Safari's own way. */
const isIphone = () => /iPhone/.test(navigator.userAgent);

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const [isFullscreen, setFullscreen] = useState(
    // Also rendered at build time (pre-rendered pages), where there is no document.
    () => typeof document !== 'undefined' && Boolean(document.fullscreenElement),
  );
  const [isHelpOpen, setHelpOpen] = useState(false);
  // On a pre-rendered page a tap before the app runs would do nothing (decision 039).
  const isHydrated = useIsHydrated();

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (isIphone() || !document.documentElement.requestFullscreen) return setHelpOpen(true);
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      console.error(error);
    }
  };

  const label = isFullscreen ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <>
      <IconButton
        onClick={toggle}
        disabled={!isHydrated}
        sx={isHydrated ? undefined : { '&.Mui-disabled': { color: 'inherit' } }}
        aria-label={label}
        title={label}
        aria-pressed={isFullscreen}
        color="inherit"
      >
        {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
      {isHelpOpen && (
        <Suspense>
          <IphoneFullscreenDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
