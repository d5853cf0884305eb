import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 21: `npm run dev` — Vite's development build with hot reload in front of the API — shows
// the login page. React runs every effect twice there (StrictMode); the app must survive that.
const root = join(import.meta.dirname, '..');
const API_PORT = 3710;
const WEB_PORT = 3711;

let dev: ChildProcess | undefined;
const dataDir = join(root, 'data', `e2e-${API_PORT}`);

test.afterAll(() => {
  // The whole group: npm, Vite and the API's watcher with its server.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev renders the login page, with hot reload connected', async ({ page }) => {
  test.slow();
  rmSync(dataDir, { recursive: true, force: true });
  dev = spawn('node', ['scripts/dev.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      WEB_PORT: String(WEB_PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://localhost:${WEB_PORT}`;
  const isUp = (address: string) =>
    fetch(address).then(
      (r) => r.ok,
      () => false,
    );
  // The API first (migrations and the programme's import), then Vite and its proxy to it.
  const healthy = `http://localhost:${API_PORT}/api/health`;
  await expect.poll(() => isUp(healthy), { timeout: 180_000 }).toBe(true);
  await expect.poll(() => isUp(`${url}/api/health`), { timeout: 120_000 }).toBe(true);

  const hmrConnected = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected'),
    timeout: 120_000,
  });
  await page.goto(`${url}/auth/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByLabel('E-mail')).toBeEditable();
  await hmrConnected;
});
