import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const root = join(import.meta.dirname, '..');

/**
 * A Leerloop of a spec's own, on a port and fresh data folder of its own, for what the shared
 * test server (NODE_ENV=test) cannot show: the embedded defaults as `npm start` runs them (the
 * server bundle `npm run build` made).
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}) {
  const dataDir = join(root, 'data', `e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The sign-up's bot check, real but quick (the browser still solves it).
        CAPTCHA_MAX_NUMBER: '5000',
        SEED_DEMO: 'false',
        ...env,
      },
    },
  );
  const url = `http://localhost:${port}`;
  // Migrations and the programme's import first: on a busy machine that takes a while.
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
