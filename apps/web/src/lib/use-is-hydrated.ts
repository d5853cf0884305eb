import { useSyncExternalStore } from 'react';

/** Whether the app runs the page: false only from a hydration's start to the task after it. */
let isLive = true;
/** On the server, a page renders as pre-rendered, or as the app will run it (renderAsLive). */
let isLiveOnServer = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The next task: what comes after it lets a phone's taps and paints in first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Parts of a pre-rendered page waiting for a task of their own to hydrate (HydrateApart). */
let partsWaiting = 0;

/** A part's turn: the next task, the page not the app's until then. */
export function partTurn() {
  partsWaiting += 1;
  return nextTask().then(() => {
    partsWaiting -= 1;
  });
}

/**
 * Hydrates a pre-rendered page in steps, each a task of its own (decision 063): hydration after
 * the modules' evaluation, then each part kept apart (HydrateApart, parts inside parts too), and
 * the render that makes buttons live and adds the app's chrome once every part is hydrated, not
 * in hydration's long task (issue 22: that render blocked a throttled phone ~250 ms).
 */
export async function hydrateInSteps(hydrate: () => void) {
  await nextTask();
  isLive = false;
  hydrate();
  do await nextTask();
  while (partsWaiting > 0);
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
    () => isLiveOnServer,
  );

/** Renders on the server as the app will run the page: its buttons live (app/prerender.tsx). */
export function renderAsLive<T>(render: () => T) {
  isLiveOnServer = true;
  try {
    return render();
  } finally {
    isLiveOnServer = false;
  }
}
