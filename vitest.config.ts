import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const SERVER = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
const ISOLATED = '**/*.isolated.test.ts';

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
      // The API tests share their modules across the files a worker runs (isolate: false,
      // Vitest's documented speed option: measured 91 → 59 s on PGlite, 67 → 30 s on
      // PostgreSQL), so a file does not import the server again. A test that replaces a module
      // (vi.mock) needs its own module graph: it is named *.isolated.test.ts and runs in an
      // isolated project of its own. The web tests stay isolated: shared (41 → 11 s), the auth
      // provider's tests failed now and then after other files (2 runs in 6).
      {
        test: {
          ...SERVER,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [ISOLATED],
          isolate: false,
        },
      },
      { test: { ...SERVER, name: 'server-isolated', include: [ISOLATED] } },
      'apps/web/vitest.config.ts',
    ],
  },
});
