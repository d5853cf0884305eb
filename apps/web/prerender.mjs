// After `vite build`: `/`, `/auth/login` and `/auth/register` rendered to HTML (issue 22), so a
// phone paints them before the app's JavaScript has arrived; the app then hydrates them. The
// server sends these files for those paths (apps/server/src/plugins/web-app.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const serverOut = join(root, 'dist-prerender');

/** Each page, with its layout and page modules (keys of Vite's manifest). */
export const PRERENDERED_PAGES = {
  '/': ['src/app/layouts/public-layout.tsx', 'src/app/routes/public/landing.tsx'],
  '/auth/login': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/login.tsx'],
  '/auth/register': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/register.tsx'],
};

/** Where a page's file goes: dist/prerendered/index.html for `/`, else by its path. */
export const prerenderedFile = (path) =>
  join('prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`);

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
  // One file that runs in Node as is (MUI's and Emotion's packages mix module formats).
  ssr: { noExternal: true },
});
const { prerender } = await import(pathToFileURL(join(serverOut, 'prerender.js')).href);

/**
 * A pre-rendered page is painted before its JavaScript is fetched (issue 22): its HTML, styles
 * and font have the phone's connection to themselves, then the app arrives and hydrates the page.
 * Fetched alongside, 300 KB of modules held the first paint of the sign-in page back by seconds
 * on a throttled phone. A file, not an inline script: the CSP allows only our own scripts.
 */
const AFTER_FIRST_PAINT = `(() => {
  const { entry, preloads } = document.currentScript.dataset;
  const hrefs = preloads.split(' ');
  // Two preloads per task: each costs the page a little (0.4 ms on a desktop, some 3 ms on a
  // throttled phone, twice that while Lighthouse traces it); forty at once blocked it for 200 ms,
  // and eight made tasks of some 120 ms in Lighthouse's phone simulation.
  const preloadSome = () => {
    const tags = document.createDocumentFragment();
    for (const href of hrefs.splice(0, 2)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
      tags.append(link);
    }
    document.head.append(tags);
    if (hrefs.length) setTimeout(preloadSome);
  };
  const load = () => {
    preloadSome();
    const script = document.createElement('script');
    Object.assign(script, { type: 'module', src: entry, crossOrigin: '' });
    document.head.append(script);
  };
  // Once the page's first contentful paint is on the screen. A hidden tab paints nothing, and a
  // browser that does not tell loads at once; at the latest after a second, whatever happens.
  let isLoading = false;
  const start = () => {
    if (isLoading) return;
    isLoading = true;
    load();
  };
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
`;
const afterFirstPaintFile = `assets/after-first-paint-${createHash('sha256').update(AFTER_FIRST_PAINT).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(dist, afterFirstPaintFile), AFTER_FIRST_PAINT);

const built = readFileSync(join(dist, 'index.html'), 'utf8');
/** The build's module script and its preloads, taken out of the head to load after the paint. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entryFile = built.match(entryScript)[1];
const builtPreloads = [...built.matchAll(modulePreload)].map((match) => match[1]);
const template = built.replace(entryScript, '').replace(modulePreload, '');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
// The first screens' namespaces come in one module (src/lib/i18n.ts), any other in its own file.
const textsModule = (namespace) => {
  const ownFile = `src/locales/nl/${namespace}.json`;
  return manifest[ownFile] ? ownFile : 'src/locales/first-texts-nl.ts';
};

for (const [path, modules] of Object.entries(PRERENDERED_PAGES)) {
  const page = await prerender(path);
  // What hydration waits for, fetched alongside the entry instead of after it.
  const loadedWithEntry = closure([entry]);
  const needed = [...modules, ...page.namespaces.map(textsModule)];
  const unbuilt = needed.filter((key) => !manifest[key]);
  if (unbuilt.length) throw new Error(`${path}: not in the build manifest: ${unbuilt.join(', ')}`);
  const preloads = [...closure(needed)]
    .filter((key) => !loadedWithEntry.has(key))
    .map((key) => `/${manifest[key].file}`);
  const loader = `<script defer src="/${afterFirstPaintFile}" data-entry="${entryFile}" data-preloads="${[...builtPreloads, ...preloads].join(' ')}"></script>`;
  const html = template
    .replace(/<title>.*<\/title>/, `<title>${page.title}</title>`)
    .replace('</head>', `${page.styles}</head>`)
    .replace('</body>', `${loader}</body>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="nl" data-namespaces="${page.namespaces.join(',')}">${page.html}</div>`,
    );
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
rmSync(serverOut, { recursive: true, force: true });
