// Builds an output only when what goes into it changed (issues 19 and 22): `npm start` used to
// spend 17–21 s rebuilding the same files and compiling the server's TypeScript at every start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} Output
 * @property {string} name what is built, for the console
 * @property {string[]} sources the paths, relative to the root, whose files decide the output
 * @property {string} builtFile a file every complete build writes
 * @property {string} stampFile where the hash of the sources a build was made from is kept
 * @property {(name: string) => boolean} [buildsWith] the environment variables that change it
 */

/**
 * The web app: its sources, the contracts it imports, the locked dependencies, Vite's mode.
 * @type {Output}
 */
export const WEB_APP = {
  name: 'The web app (apps/web/dist)',
  sources: ['apps/web', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'],
  builtFile: 'apps/web/dist/index.html',
  stampFile: 'apps/web/dist/.source-hash',
  buildsWith: (name) => name === 'NODE_ENV' || name.startsWith('VITE_'),
};

/**
 * The server as one JavaScript file: its sources, the contracts, the locked dependencies.
 * @type {Output}
 */
export const SERVER = {
  name: 'The server (apps/server/dist)',
  sources: [
    'apps/server/src',
    'packages/contracts/src',
    'package-lock.json',
    'scripts/lib/server-bundle.mjs',
  ],
  builtFile: 'apps/server/dist/server.js',
  stampFile: 'apps/server/dist/.source-hash',
};

/** Outputs and installed packages (the lock file stands for those). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/**
 * Every file of a source path, relative to the root, in a stable order.
 * @param {string} root
 * @param {string} path
 * @returns {string[]}
 */
function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isFile() || (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)))
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => filesOf(root, `${path}/${name}`));
}

/**
 * A hash of everything that decides the built files: the source files' names and contents and
 * the environment variables the build reads.
 * @param {string} root
 * @param {Output} output
 * @param {NodeJS.ProcessEnv} env
 */
export function sourceHash(root, output, env) {
  const hash = createHash('sha256');
  const buildEnv = Object.entries(env)
    .filter(([name]) => output.buildsWith?.(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(buildEnv));
  for (const file of output.sources.flatMap((source) => filesOf(root, source))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Builds unless the last build was made from the same sources (`force`: always). The hash is
 * taken before building, so a file changed during the build is built again next time.
 * @param {{ root: string, output: Output, env: NodeJS.ProcessEnv, build: () => void | Promise<void>, force?: boolean }} options
 * @returns {Promise<boolean>} whether it built
 */
export async function buildIfChanged({ root, output, env, build, force = false }) {
  const hash = sourceHash(root, output, env);
  const stampPath = join(root, output.stampFile);
  const isUpToDate =
    existsSync(join(root, output.builtFile)) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === hash;
  if (isUpToDate && !force) return false;
  await build();
  writeFileSync(stampPath, hash);
  return true;
}
