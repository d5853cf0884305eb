import { defineConfig } from 'vitest/config';

/**
 * The same API suite in the scale-out setup (PostgreSQL + Redis + S3), plus what only that
 * setup can show (outages, two instances).
 */
const scaleOutProject = {
  test: {
    name: 'server-postgres',
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // What only SQLite itself can show runs once, in the SQLite project.
    exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
  },
};

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (cores − 1); the API files wait on their
    // databases much of the time, so two at once take a fifth less (decision 056).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Every file builds its own app on its own temporary database, so the modules can be
          // shared: a worker imports the server once, not once per file (half the suite's time).
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      // Only when scripts/with-services.mjs provides the services (npm run test:postgres).
      ...(process.env.TEST_DATABASE_URL ? [scaleOutProject] : []),
      {
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
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
