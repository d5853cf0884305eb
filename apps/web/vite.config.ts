import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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
};

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let screenOf: Map<string, string> | undefined;
function firstScreenOf(id: string, graph: ModuleGraph) {
  if (!screenOf) {
    const closure = (roots: string[], into = new Set<string>()) => {
      const stack = roots.map(here);
      while (stack.length) {
        const next = stack.pop()!;
        if (into.has(next)) continue;
        into.add(next);
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      return into;
    };
    const entry = closure(['src/app/main.tsx']);
    const closureBeyondEntry = (roots: string[]) =>
      new Set([...closure(roots)].filter((module) => !entry.has(module)));
    const publicScreens = closureBeyondEntry(firstScreens.public);
    const homeScreen = closureBeyondEntry(firstScreens.home);
    screenOf = new Map();
    // What both need (MUI's buttons and fields, the API client) in one chunk both load; what
    // only one needs in a chunk of its own (another screen using a part of it loads it whole).
    for (const module of publicScreens)
      screenOf.set(module, homeScreen.has(module) ? 'first-screens' : 'public-screens');
    for (const module of homeScreen) if (!screenOf.has(module)) screenOf.set(module, 'home-screen');
  }
  return screenOf.get(id) ?? null;
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3333}`;

// Dev: the web app on port 3000 with hot reload; /api and /dev go to the API on port 3333,
// so the browser sees one origin, as in production.
export default defineConfig({
  plugins: [
    react(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // What every page needs from node_modules (React, the router, MUI's core, i18next) in
          // one chunk instead of twenty: fewer requests and less gzip overhead (issue 22).
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: (id, graph) => firstScreenOf(id, graph), priority: 1 },
          ],
        },
      },
    },
  },
});
