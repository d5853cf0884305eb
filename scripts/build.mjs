// `npm run build` builds the web app and the server; `npm start` (with --if-changed) only what
// changed since the last build.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfChanged, SERVER, WEB_APP } from './lib/build-if-changed.mjs';
import { bundleServer } from './lib/server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = !process.argv.includes('--if-changed');

const builds = [
  {
    output: WEB_APP,
    build() {
      const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  },
  { output: SERVER, build: () => bundleServer(root) },
];
for (const { output, build } of builds) {
  const hasBuilt = await buildIfChanged({ root, output, env: process.env, build, force });
  if (!hasBuilt) console.info(`${output.name} is up to date: no build needed.`);
}
