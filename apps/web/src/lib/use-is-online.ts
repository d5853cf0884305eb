import { useSyncExternalStore } from 'react';
import { env } from '../config/env';

/**
 * Whether the server can be reached (issue 24). The browser's `navigator.onLine` is only a
 * hint — it says online behind a dead Wi-Fi, and the service worker answers reads from its copy —
 * so a request that got no answer counts too, and a small health check finds the way back.
 */
let isReachable = true;
const listeners = new Set<() => void>();
const PROBE_MS = 5_000;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

function setReachable(reachable: boolean) {
  if (reachable === isReachable) return;
  isReachable = reachable;
  for (const listener of listeners) listener();
}

/** Asks the server (never the worker's copy) whether it is there; again every few seconds until it is. */
export async function checkConnection() {
  clearTimeout(probeTimer);
  try {
    await fetch(`${env.apiBaseUrl}/health`, { cache: 'no-store' });
    setReachable(true);
  } catch {
    setReachable(false);
    probeTimer = setTimeout(() => void checkConnection(), PROBE_MS);
  }
}

/** A request got no answer at all: offline until the health check gets one. */
export function reportNoAnswer() {
  setReachable(false);
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void checkConnection(), PROBE_MS);
}

export const isOnline = () => isReachable && navigator.onLine;

export const useIsOnline = () =>
  useSyncExternalStore(
    (listener) => {
      const onChange = () => {
        listener();
        // The browser says it is back (or gone): check the way to the server.
        void checkConnection();
      };
      listeners.add(listener);
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    isOnline,
    // Rendered at build time (pre-rendered pages): online.
    () => true,
  );
