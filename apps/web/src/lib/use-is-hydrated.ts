import { useSyncExternalStore } from 'react';

/** Whether the app runs the page: false only from a hydration's start to the task after it. */
let isLive = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Called just before a pre-rendered page is hydrated; what it gives makes the page live. Given
 * the task after hydration, the render that makes buttons live and adds the app's chrome runs in
 * a task of its own, not in hydration's long one (issue 22: it blocked a throttled phone ~250 ms).
 */
export function holdUntilLive() {
  isLive = false;
  return () => {
    isLive = true;
    for (const listener of listeners) listener();
  };
}

/** Whether a pre-rendered page is being hydrated (until the task after). */
export const isHydrating = () => !isLive;

/**
 * False while a pre-rendered page is on screen without the app (at build time, and during
 * hydration), true once the app runs it (issue 22). A form waits for it to submit: before, a
 * browser would send it on its own, as a GET with the password in the address.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => isLive,
    () => false,
  );
