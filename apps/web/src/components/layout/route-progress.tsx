import type NProgressType from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * Spec §9: the top progress bar, minimum 0.08, trickling every 800 ms, while a route loads.
 * nprogress loads with the first navigation, not with the first page (issue 22).
 */
let progress: Promise<typeof NProgressType> | undefined;
const loadProgress = () =>
  (progress ??= import('nprogress').then(({ default: NProgress }) => {
    // nprogress's own template gives its bar role="bar", which is no ARIA role: decoration.
    NProgress.configure({
      minimum: 0.08,
      trickleSpeed: 800,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return NProgress;
  }));

export function RouteProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    const isIdle = state === 'idle';
    // Nothing to finish before the first navigation has started a bar.
    if (isIdle && !progress) return;
    void loadProgress().then((NProgress) => {
      // The state may have changed while nprogress loaded: follow the latest.
      if (isIdle) NProgress.done();
      else NProgress.start();
    });
  }, [state]);
  return null;
}
