// The server as one JavaScript file (issue 22), Imi's thread as another: Node starts it in a
// fraction of the time tsx needs to compile some 400 TypeScript files at every start. Installed
// packages stay outside (node_modules); the workspace's contracts, written in TypeScript, go inside.
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
    // Bare imports are installed packages, except the workspace's own.
    plugins: [
      {
        name: 'installed-packages-outside',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (to) =>
            to.path.startsWith('@leerloop/') ? undefined : { external: true },
          );
        },
      },
      ownFolders(outDir),
    ],
  });
}
