import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { HeaderButton } from '../plain/header-button';
import { iconPaths, PathIcon } from '../plain/path-icon';

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
      {/* Disabled until the app runs, in the text's colour all the same. */}
      <HeaderButton
        onClick={toggle}
        disabled={!isHydrated}
        aria-label={label}
        title={label}
        aria-pressed={isFullscreen}
        isInherit
      >
        <PathIcon d={isFullscreen ? iconPaths.FullscreenExit : iconPaths.Fullscreen} />
      </HeaderButton>
      {isHelpOpen && (
        <Suspense>
          <IphoneFullscreenDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
