import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Spec §9: the top progress bar, minimum 0.08, trickling every 800 ms, while a route loads. */
NProgress.configure({ minimum: 0.08, trickleSpeed: 800, showSpinner: false });

export function RouteProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}
