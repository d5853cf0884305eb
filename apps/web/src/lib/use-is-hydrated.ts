import { useSyncExternalStore } from 'react';

/** Whether the app runs the page: false only from a hydration's start to the task after it. */
let isLive = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The next task: what comes after it lets a phone's taps and paints in first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Hydrates a pre-rendered page in steps, each a task of its own (decision 063): hydration after
 * the modules' evaluation, and the render that makes buttons live and adds the app's chrome in
 * the task after hydration, not in its long one (issue 22: that render blocked a throttled
 * phone ~250 ms).
 */
export async function hydrateInSteps(hydrate: () => void) {
  await nextTask();
  isLive = false;
  hydrate();
  await nextTask();
  isLive = true;
  for (const listener of listeners) listener();
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
