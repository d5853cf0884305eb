import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The first screens' own code, each set in one chunk (issue 22): split as the bundler splits by
 * default, the signed-in home needed ninety files, six at a time over HTTP/1.1 on a phone. What
 * the app's entry loads stays in it; what a screen loads later (dialogs) stays its own.
 */
const firstScreens = {
  public: [
    'src/app/layouts/public-layout.tsx',
    'src/app/routes/public/landing.tsx',
    'src/app/routes/auth/login.tsx',
    'src/app/routes/auth/register.tsx',
  ],
  home: ['src/app/layouts/client-layout.tsx', 'src/app/routes/client/home.tsx'],
  everyScreen: ['src/components/pwa/pwa-chrome.tsx'],
};

const contractsIndex = here('../../packages/contracts/src/index.ts');

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let screenOf: Map<string, string> | undefined;
function firstScreenOf(id: string, graph: ModuleGraph) {
  if (!screenOf) {
    const closure = (roots: string[], isPassedOver = (_module: string) => false) => {
      const into = new Set<string>();
      const stack = roots.map(here);
      while (stack.length) {
        const next = stack.pop()!;
        if (into.has(next) || isPassedOver(next)) continue;
        into.add(next);
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      return into;
    };
    // The contracts' index counts as the entry's though the app's shell imports by path (below):
    // a contract stays out of the screens' chunks, and a screen's first call loads it with its
    // schemas.
    const entry = closure(['src/app/main.tsx', contractsIndex]);
    // A package's module stays a screen's even when the entry reaches it too: through a package's
    // index it reaches modules it never uses, which the vendor chunk (the entry's own) leaves out.
    // Counted as the entry's, MUI's stack, transitions and hooks went to twenty small chunks, and
    // the home asked for 39 files before its first render (23 now). Zod stays apart: a screen's
    // first call loads it with its schemas.
    const isScreensOwn = (module: string) =>
      module.includes('/node_modules/')
        ? !module.includes('/node_modules/zod/')
        : !entry.has(module);
    const closureBeyondEntry = (roots: string[]) =>
      new Set([...closure(roots)].filter(isScreensOwn));
    const publicScreens = closureBeyondEntry(firstScreens.public);
    const homeScreen = closureBeyondEntry(firstScreens.home);
    const everyScreen = closureBeyondEntry(firstScreens.everyScreen);
    screenOf = new Map();
    // The app's own modules that every page runs (i18n, the API client, the session, the theme)
    // in one chunk: the screens import them too, so the bundler gave each shared module a chunk
    // of its own, twenty files of about 1 KB before the first render. Through the contracts'
    // index the graph reaches every contract, so the shell imports the few it needs by path.
    const shell = closure(['src/app/main.tsx'], (module) => module === contractsIndex);
    for (const module of shell)
      if (!module.includes('/node_modules/') && module !== here('src/app/main.tsx'))
        screenOf.set(module, 'app-shell');
    // What both need (MUI's buttons and fields, the API client) in one chunk both load; what
    // only one needs in a chunk of its own (another screen using a part of it loads it whole).
    for (const module of publicScreens) {
      const isShared = homeScreen.has(module) || everyScreen.has(module);
      screenOf.set(module, isShared ? 'first-screens' : 'public-screens');
    }
    // What the app loads on every screen (a snackbar, say) out of the home screen's chunk: on the
    // sign-in page it pulled in the whole home screen and its schemas.
    for (const module of homeScreen)
      if (!screenOf.has(module))
        screenOf.set(module, everyScreen.has(module) ? 'every-screen' : 'home-screen');
  }
  return screenOf.get(id) ?? null;
}

/**
 * The font's Latin file asked for with the page, beside its scripts and styles (decision 023):
 * a browser asks for a font only once a layout needs it, so the app's first layout was drawn in
 * the fallback fonts (each style matched against the system's fonts: about four times the work
 * of a layout in the loaded font), and again once the font had come.
 */
function preloadFont(file: RegExp): Plugin {
  return {
    name: 'leerloop:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => file.test(name));
        if (!font) throw new Error(`No font file matching ${file} in the build`);
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2' };
        // A font is fetched in CORS mode, same origin too: the preload must be, to be used.
        return [{ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3333}`;

/**
 * React Router's production build: its package exports only the development one, which warns in
 * the console of the shipped app and carries the warnings' code (remix-run/react-router#14102).
 */
const reactRouterForProduction = join(
  dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))),
  'dist/production/index.mjs',
);

/**
 * MUI's default themes made when first read, not as its modules load (issue 22): a third of the
 * shared modules' evaluation on every start, for components rendered outside a ThemeProvider,
 * which the app never does. A module whose line changed fails the build.
 */
const lazyDefaultThemeFile = here('src/lib/lazy-default-theme.ts');
function lazyMuiDefaults(): Plugin {
  const modulesWithADefault = [
    'material/styles/defaultTheme',
    'material/Box/Box',
    'system/useTheme/useTheme',
    'system/createStyled/createStyled',
    'system/Stack/createStack',
    'system/Container/createContainer',
    'system/Grid/createGrid',
  ].map((name) => `/node_modules/@mui/${name}.mjs`);
  const defaultLine = /^(export )?const (\w+) = createTheme\(\);$/m;
  const helper = JSON.stringify(lazyDefaultThemeFile);
  return {
    name: 'leerloop:lazy-mui-defaults',
    // The browser's build only. The pre-render's start costs nothing, and there the added
    // import broke the order rolldown initialises modules in (`init_compat is not a function`).
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    transform(code, id) {
      if (!modulesWithADefault.some((file) => id.endsWith(file))) return null;
      if (!defaultLine.test(code)) throw new Error(`${id}: MUI's default theme line changed`);
      const lazy = code.replace(defaultLine, '$1const $2 = lazyDefaultTheme(() => createTheme());');
      return `import { lazyDefaultTheme } from ${helper};\n${lazy}`;
    },
  };
}

/** React's entry points, answered by Preact's compatibility layer. */
const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: here('src/preact/client.ts') },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Dev: the web app on port 3000 with hot reload; /api and /dev go to the API on port 3333,
// so the browser sees one origin, as in production.
export default defineConfig(({ command, isSsrBuild }) => ({
  // Preact in place of React in what ships (decision 057): the same components, 85 KB less
  // JavaScript before the first screen. The dev server (React's fast refresh) and the unit
  // tests (Testing Library needs react-dom/test-utils) keep React; the browser suite runs the
  // shipped build.
  resolve: {
    alias:
      command === 'build'
        ? [
            ...preactInPlaceOfReact,
            { find: /^react-router$/, replacement: reactRouterForProduction },
          ]
        : [],
  },
  plugins: [
    react(),
    lazyMuiDefaults(),
    preloadFont(/^assets\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/),
    // Installable and usable offline (issue 24, decision 052): our own worker (sw/), Workbox's
    // precache list injected at build. It registers from a lazily loaded component, so the
    // first bundle carries none of it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Leerloop',
        short_name: 'Leerloop',
        description: 'Leerloop: leren dat voelt als een spel.',
        lang: 'nl',
        dir: 'ltr',
        start_url: '/dashboards',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#F2F5F9',
        theme_color: '#1A1B2D',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The shell and every route chunk, but not the pre-rendered pages (the server picks
        // those per device) nor the icons' sources.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['**/*-source.svg', 'prerendered/**'],
        // Nor the password dictionaries (0.9 MB): signing up and changing a password need the
        // network anyway.
        manifestTransforms: [
          async (entries) => {
            const built: Record<string, { file: string }> = JSON.parse(
              await readFile(join(import.meta.dirname, 'dist/.vite/manifest.json'), 'utf8'),
            );
            const dictionaries = new Set(
              Object.entries(built)
                .filter(([source]) => source.includes('@zxcvbn-ts/'))
                .map(([, chunk]) => chunk.file),
            );
            return { manifest: entries.filter((entry) => !dictionaries.has(entry.url)) };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // ANALYZE=1 npm run build -w apps/web: what each module weighs, per chunk (dist/stats.json).
    process.env.ANALYZE
      ? visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true })
      : null,
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/dev': apiTarget,
      '/content-images': apiTarget,
      '/fonts': apiTarget,
    },
  },
  // The manifest lets `npm run bench` measure the JavaScript each route needs.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // The browser's chunks; the pre-render's build (prerender.mjs) runs in Node and keeps the
    // bundler's own splitting.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              // What every page needs from node_modules (React, the router, MUI's core, i18next) in
              // one chunk instead of twenty: fewer requests and less gzip overhead (issue 22). MUI's
              // lazy default themes' helper goes with MUI.
              groups: [
                {
                  name: 'vendor',
                  test: (id) => id.includes('node_modules') || id === lazyDefaultThemeFile,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: (id, graph) => firstScreenOf(id, graph), priority: 1 },
              ],
            },
          },
        },
  },
}));
