import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { showFirstLocationAtOnce } from '../components/layout/location-loading-screen';
import { initPrerenderI18n } from '../lib/i18n';
import { renderAsLive } from '../lib/use-is-hydrated';
import { createLtrStyleCache } from '../lib/style-cache';
import { AppProviders } from './providers';
import type { RouteHandle } from './route-handle';
import { publicRoutes } from './router';

/**
 * Renders a public page to HTML at build time (issue 22): `/`, `/auth/login` and
 * `/auth/register` paint before the app's JavaScript has arrived, and the app hydrates them.
 * Run by `prerender.mjs` on the server build of this module.
 */
let texts: ReturnType<typeof initPrerenderI18n> | undefined;

export async function prerender(pathname: string) {
  const i18n = await (texts ??= initPrerenderI18n());
  const handler = createStaticHandler(publicRoutes);
  const context = await handler.query(new Request(`http://leerloop${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  showFirstLocationAtOnce(pathname);
  // The namespaces this page uses, not the ones of the pages rendered before it.
  const usage = i18n.reportNamespaces as unknown as { usedNamespaces: object } | undefined;
  if (usage) usage.usedNamespaces = {};
  // A style cache per page, in extraction mode before rendering: with one shared cache, a page
  // got none of the styles an earlier page had already written (its header and footer unstyled
  // until the app hydrated: the sign-in page's layout shift).
  const styleCache = createLtrStyleCache();
  const emotion = createEmotionServer(styleCache);
  const page = (
    <AppProviders styleCache={styleCache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const html = renderToString(page);
  // The page's styles are every rule the app will insert as it hydrates the page and makes it
  // live, not only those the HTML's classes name: each insertion makes the browser match the
  // whole page's styles anew (issue 22: a task of ~110 ms on a phone as the page went live).
  // - A component's inner layers (ButtonBase's rules inside Button's) are merged into one class
  //   on the element, but their rules are inserted too.
  // - The live page's buttons are styled as enabled: rendered once more as live, for its styles.
  renderAsLive(() => renderToString(page));
  // Emotion's extraction keeps the rules whose class names it finds in the text it is given:
  // every rule's name, beside the HTML.
  const everyRule = Object.keys(styleCache.inserted).map((id) => `${styleCache.key}-${id}`);
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(`${html} ${everyRule.join(' ')}`),
  );
  const screen = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.screen;
  const name = screen ? i18n.t(`screens.${screen}`) : 'Leerloop';
  return {
    html,
    styles,
    title: name === 'Leerloop' ? name : `${name} · Leerloop`,
    namespaces: [...new Set(i18n.reportNamespaces?.getUsedNamespaces() ?? [])],
  };
}
