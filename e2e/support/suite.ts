import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export type Suite = { server: RunningServer; browser: Browser };

/**
 * One production server (a fresh database, copied from the seeded template) and one Chromium for
 * a test file, stopped after it.
 */
export function startSuite(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startServer(env, inject('template')),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
