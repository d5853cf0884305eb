// The free font that stands in for museo-sans, self-hosted (decision 023).
import '@fontsource-variable/nunito-sans/wght.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { showFirstLocationAtOnce } from '../components/layout/location-loading-screen';
import { measurePart } from '../components/layout/render-apart';
import { directionOf, initI18n, storedLanguage } from '../lib/i18n';
import { loadMuseoSans } from '../lib/museo-sans';
import { revalidateSession } from '../lib/session';
import { appTheme } from '../lib/theme';
import { styleCacheFor } from '../lib/style-cache';
import { keepFirstPaintCookie, storage } from '../lib/storage-keys';
import { hydrateInSteps, nextTask } from '../lib/use-is-hydrated';
import { App } from './app';
import { AppProviders } from './providers';
import { createLoadedRouter, preloadRoutesAt, textsAt } from './router';
import type { FirstRouter } from './use-app-router';
import './global.css';
// In the first stylesheet: pre-rendered pages draw the plain elements before any script runs.
import '../components/plain/plain.css';

// Zod checks answers without compiling code of its own: the content security policy forbids
// eval, and zod's probe for it was reported as a violation on every start (issue 22). Zod keeps
// its settings in this global object, made by whichever loads first; importing its `config` here
// would put 4 KB of zod in the first bundle.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

const root = document.getElementById('root')!;
// A pre-rendered page (issue 22) is Dutch and signed out: it is hydrated on a device where that
// is so; anywhere else the app renders afresh (the cookie makes the server skip it next time).
const canHydrate =
  root.dataset.prerendered === 'nl' && !storage.get('userId') && storedLanguage() === 'nl';
keepFirstPaintCookie();
const isSignedIn = Boolean(storage.get('userId'));
// The app starts in the tasks after the modules' evaluation, not in its long one (issue 22):
// asking for the routes' modules (a link per file) and matching the address were a third of it.
await nextTask();
if (!canHydrate) {
  // Not for a pre-rendered page: its router loads them at once anyway.
  void preloadRoutesAt(window.location, isSignedIn);
  await nextTask();
}
// The session's check needs no texts: it runs while they load (issue 22).
void revalidateSession();

void loadMuseoSans();
await initI18n(
  canHydrate
    ? (root.dataset.namespaces ?? '').split(',')
    : [...new Set(textsAt(window.location, isSignedIn))],
);

/**
 * The theme and the style cache (with the styles kept on this device) made before the first
 * render, each in a task of its own, apart from it and from the routes' modules.
 */
async function prepareFirstRender() {
  const direction = directionOf(storedLanguage());
  await nextTask();
  appTheme(direction);
  await nextTask();
  styleCacheFor(direction);
}

const app = (firstRouter: FirstRouter) => (
  <StrictMode>
    <AppProviders>
      <App firstRouter={firstRouter} />
    </AppProviders>
  </StrictMode>
);

if (canHydrate) {
  // Matching the routes in a task after the texts' start, not in the modules' long one.
  await nextTask();
  const router = await createLoadedRouter(false);
  showFirstLocationAtOnce(window.location.pathname);
  await prepareFirstRender();
  await hydrateInSteps(() => hydrateRoot(root, app({ isSignedIn: false, router })));
} else {
  const router = await createLoadedRouter(isSignedIn);
  await prepareFirstRender();
  // The first render in a task of its own too, not in the route modules' (issue 22).
  await nextTask();
  root.replaceChildren();
  // Timed as the parts are (`npm run bench -- parts`): what renders before the first part.
  const turn = performance.now();
  createRoot(root).render(app({ isSignedIn, router }));
  measurePart('first render', turn);
}
