import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Spec §9: the top progress bar, minimum 0.08, trickling every 800 ms, while a route loads. */
// nprogress's own template gives its bar role="bar", which is no ARIA role: the bar is decoration.
NProgress.configure({
  minimum: 0.08,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export function RouteProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}
