// `npm run build` builds the web app; `npm start` (with --if-changed) only when its sources
// changed since the last build.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebApp } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hasBuilt = buildWebApp({
  root,
  env: process.env,
  force: !process.argv.includes('--if-changed'),
  build() {
    const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});
if (!hasBuilt) console.info('The web app is up to date (apps/web/dist): no build needed.');
