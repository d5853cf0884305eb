// After `vite build`: `/`, `/auth/login` and `/auth/register` rendered to HTML (issue 22), so a
// phone paints them before the app's JavaScript has arrived; the app then hydrates them. The
// server sends these files for those paths (apps/server/src/plugins/web-app.ts).
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

const template = readFileSync(join(dist, 'index.html'), 'utf8');
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
const textsModule = (namespace) =>
  ['errors', 'validation', 'widget'].includes(namespace)
    ? `../../packages/contracts/src/i18n/nl/${namespace}.json`
    : `src/locales/nl/${namespace}.json`;

for (const [path, modules] of Object.entries(PRERENDERED_PAGES)) {
  const page = await prerender(path);
  // What hydration waits for, fetched alongside the entry instead of after it.
  const loadedWithEntry = closure([entry]);
  const preloads = [...closure([...modules, ...page.namespaces.map(textsModule)])]
    .filter((key) => !loadedWithEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
  const html = template
    .replace(/<title>.*<\/title>/, `<title>${page.title}</title>`)
    .replace('</head>', `${preloads.join('')}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="nl" data-namespaces="${page.namespaces.join(',')}">${page.html}</div>`,
    );
  const file = join(dist, prerenderedFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
rmSync(serverOut, { recursive: true, force: true });
