import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Every file builds its own app on its own temporary database.
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
      {
        // The same API suite on PostgreSQL, plus what only PostgreSQL can show (an outage).
        // Run through scripts/with-services.mjs, which provides TEST_DATABASE_URL.
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
      {
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
