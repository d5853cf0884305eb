import { defineConfig, devices } from '@playwright/test';
import { OMNIBOX_POPUPS, PLAYWRIGHT_DISABLED_FEATURES } from '../scripts/lib/chromium-features.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** Debian's Chromium (never a downloaded browser), with the flags this network-less machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // Three at a time on two cores: with two, a fifth of the CPU sat idle while tests waited on
  // the 1-second 'Laden...' screens, polls and mail (decision 056, "Later"). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  // Journeys of a dozen screens with axe scans take 40 s on an idle 2-core machine; twice that
  // and more when CI's neighbours are busy. States are awaited, so a long limit costs nothing.
  timeout: 300_000,
  // A state a user waits for (a screen's data, a mail) can take 15 s and more on a busy machine.
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    // The app's service worker would hide requests from page.route and keep reads between
    // tests; the offline spec allows it (decision 052).
    serviceWorkers: 'block',
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), BASE_URL },
  },
});
