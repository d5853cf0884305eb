// The server as one JavaScript file (issue 22), Imi's thread as another: Node starts it in a
// fraction of the time tsx needs to compile some 400 TypeScript files at every start. The
// installed packages go inside too: Node found, read and linked some 2,000 of their files at every
// start (Better Auth's alone took 0.4–0.6 s), a quarter of the whole start. A few stay outside,
// in node_modules, for the reasons in KEPT_OUTSIDE.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

/**
 * A few modules read data beside them (`import.meta.dirname`: Imi's examples and glossary, the
 * repository's root). In the bundle that would name dist/, so each use is pointed back at the
 * module's own folder in src/, relative to wherever the bundle runs.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
const ownFolders = (outDir) => ({
  name: 'own-folders',
  setup(bundle) {
    bundle.onLoad({ filter: /apps\/server\/src\/.*\.ts$/ }, (file) => {
      const source = readFileSync(file.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const folder = relative(outDir, dirname(file.path)).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + '/${folder}')`),
        loader: 'ts',
      };
    });
  },
});

/**
 * Packages loaded from node_modules as they are: native code, files they find beside themselves
 * at run time (which a bundle would not have), or code only some deployments load (decision 033).
 */
const KEPT_OUTSIDE = [
  'better-sqlite3', // native
  'sharp', // native, and loaded with the first picture
  'viem', // loaded only when wallets are on
  'pino', // its transports (pino-pretty) run in a worker thread that loads them by name
  '@fastify/swagger', // reads its package.json beside it
  '@fastify/swagger-ui', // serves its static files from beside it
  'ioredis', // names its own folder (__dirname) when a command fails
  'tsx', // Imi's thread runs TypeScript through it in development
];

/** @param {string} path an import's bare specifier */
const isKeptOutside = (path) =>
  KEPT_OUTSIDE.some((name) => path === name || path.startsWith(`${name}/`));

/**
 * Bundles apps/server/src/server.ts into apps/server/dist/server.js, and Imi's thread
 * (decision 064) into decision-worker.js beside it, where the server looks for it.
 * @param {string} root
 */
export async function bundleServer(root) {
  const outDir = join(root, 'apps/server/dist');
  await build({
    entryPoints: [
      join(root, 'apps/server/src/server.ts'),
      join(root, 'apps/server/src/modules/imi/decision-worker.ts'),
    ],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS packages require Node's own modules; in an ES module that needs this.
    banner: {
      js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'kept-outside',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (to) =>
            isKeptOutside(to.path) ? { external: true } : undefined,
          );
        },
      },
      ownFolders(outDir),
    ],
  });
}
