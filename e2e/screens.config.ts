import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens`: the phone screenshots in docs/screens/ (issue 20), taken from the built app
 * on its own fresh data, one after the other. Not part of the test suite.
 */
export default defineConfig({
  ...base,
  testMatch: 'capture-screens.ts',
  workers: 1,
  reporter: [['list']],
});
