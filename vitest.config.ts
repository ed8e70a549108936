import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The browser tests (e2e/) have their own config because they need
 * the production build: `npm test` runs them after this suite (see scripts/test.js).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine. The API tests
    // spend much of their time waiting (on PGlite's worker thread, on PostgreSQL), so two files
    // at a time halve the server tests' time there (measured: 342 → 171 s) for the same CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
