import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium (Debian's) driving the production build. Run after `npm run build`. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One migrated and seeded database that each file's server copies (support/server.ts).
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two cores, so two files at a time at most.
    maxWorkers: 2,
    fileParallelism: true,
    // expect.poll waits 1 s by default: too short for a page's first data on a busy 2-core CI
    // machine (the management tabs' counts once took longer). Real failures still fail, later.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
