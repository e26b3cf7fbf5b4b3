import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs code without a database or a server (domain, web helpers, npm scripts);
// `api` runs the server through HTTP against real PostgreSQL (one database per test file).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Property tests run 10,000 cases each: on a busy 2-core machine one may take seconds.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // An API test spends about half its time waiting on PostgreSQL: a second worker uses the
          // core the database leaves idle (vitest's default, cores - 1, is one worker on 2 cores;
          // measured 20% faster there, and no faster with three).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
