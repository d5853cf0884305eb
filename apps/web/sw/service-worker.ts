/*
 * Leerloop's service worker (issue 24, decision 052), built by vite-plugin-pwa with Workbox.
 * - The app shell and route chunks are precached; a new version waits until the learner
 *   chooses to reload (the app's update prompt sends SKIP_WAITING).
 * - Navigations go to the network, so the server keeps choosing between a pre-rendered page and
 *   the app (decision 039, the `leerloop-first-paint` cookie); offline, the precached app shell.
 *   The browser asks for the page while the worker starts (navigation preload), not after.
 * - The programme's reads a learner has opened, network first; content images and fonts once
 *   seen. Nothing else of the API, and never auth.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isOfflineRead, PROGRAMME_READS_CACHE } from '../src/lib/offline-cache';
import { registerPushHandlers } from '../src/sw/push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

// `/` and `/auth/login` are pre-rendered pages the server picks per device: never the shell's
// index.html in their place (Workbox would map `/` to it, and `/x` to `/x.html`).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so what it reads next is kept for offline.
clientsClaim();

// Reminders by push (issue 24 item 4, decision 053): shown, and a tap opens Leerloop there.
registerPushHandlers(self);

// A page's request waited for the worker to start before it went out (issue 22): now the
// browser sends it at once, and the navigation route below answers with it.
navigationPreload.enable();

const appShell = async () => (await matchPrecache('/index.html')) ?? Response.error();

registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: appShell }] }), {
    denylist: [/^\/api\//, /^\/dev\//],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: PROGRAMME_READS_CACHE,
    // A bad connection: what was read before, instead of a long wait.
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname.startsWith('/content-images/') || url.pathname.startsWith('/fonts/')),
  new StaleWhileRevalidate({
    cacheName: 'leerloop-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);
