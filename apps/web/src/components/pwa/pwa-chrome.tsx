import { useEffect, useState } from 'react';
import { InstallHintBanner } from './install-hint-banner';
import { OfflineSync } from './offline-sync';
import { UpdatePrompt } from './update-prompt';

/** How long after the first screen the service worker waits, at the least, to install. */
const INSTALL_AFTER_MS = 3000;

/**
 * True once the first screen has had the device to itself for a while. The worker's first
 * install fetches and stores every screen's files (some 250): begun as the sign-in page hydrated,
 * it took about 2.8 s of CPU across the browser while the page's own tasks waited for a core
 * (issue 22). A browser without idle callbacks waits the time alone.
 */
function useFirstScreenSettled() {
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    const settle = () => setIsSettled(true);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (window.requestIdleCallback)
        idle = window.requestIdleCallback(settle, { timeout: INSTALL_AFTER_MS });
      else settle();
    }, INSTALL_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return isSettled;
}

/**
 * What the installable app adds around every screen (issue 24). Loaded in a task after the first
 * render, so the first bundle carries none of it (issue 22's budgets).
 */
export default function PwaChrome({ userId }: { userId: string | null }) {
  const isFirstScreenSettled = useFirstScreenSettled();
  return (
    <>
      {isFirstScreenSettled && <UpdatePrompt />}
      <OfflineSync userId={userId} />
      {userId && <InstallHintBanner />}
    </>
  );
}
