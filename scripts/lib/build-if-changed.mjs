// Builds the web app only when what goes into it changed (issue 19): `npm start` used to spend
// 17–21 s rebuilding the same files at every start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the bundle is made of: the web app, the contracts it imports, the locked dependencies. */
const SOURCES = ['apps/web', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];
/** Outputs and installed packages (the lock file stands for those). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
/** The hash of the sources a build was made from, kept inside that build. */
export const STAMP_FILE = 'apps/web/dist/.source-hash';
const BUILT_INDEX = 'apps/web/dist/index.html';

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
 * A hash of everything that decides the built files: the source files' names and contents, the
 * mode (NODE_ENV: a development build is another bundle) and Vite's VITE_* variables.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function sourceHash(root, env) {
  const hash = createHash('sha256');
  const buildEnv = Object.entries(env)
    .filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(buildEnv));
  for (const file of SOURCES.flatMap((source) => filesOf(root, source))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Builds unless the last build was made from the same sources (`force`: always). The hash is
 * taken before building, so a file changed during the build is built again next time.
 * @param {{ root: string, env: NodeJS.ProcessEnv, build: () => void, force?: boolean }} options
 * @returns {boolean} whether it built
 */
export function buildWebApp({ root, env, build, force = false }) {
  const hash = sourceHash(root, env);
  const stampPath = join(root, STAMP_FILE);
  const isUpToDate =
    existsSync(join(root, BUILT_INDEX)) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === hash;
  if (isUpToDate && !force) return false;
  build();
  writeFileSync(stampPath, hash);
  return true;
}
