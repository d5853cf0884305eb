import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a pre-rendered page is on screen without the app (at build time, and during
 * hydration's first render), true once the app runs it (issue 22). A form waits for it to submit:
 * before, a browser would send it on its own, as a GET with the password in the address.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
