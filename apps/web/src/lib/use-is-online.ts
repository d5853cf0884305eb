import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a connection, kept in step with it (issue 24). */
export const useIsOnline = () =>
  useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    // Rendered at build time (pre-rendered pages): online.
    () => true,
  );
