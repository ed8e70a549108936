import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from './helper';

// A full disk during an import (the staged file: ENOSPC; PostgreSQL or PGlite extending a table:
// SQLSTATE 53100, wrapped by drizzle) answers 503 common.unavailable with Retry-After, as an
// upload does: nothing was saved, try again once room is made. Never a 500.

/** An error as Node's fs raises it, or as drizzle wraps the driver's. */
function failure(kind: 'fs' | 'database', code: string): Error {
  if (kind === 'fs') return Object.assign(new Error(`${code}: no space left on device`), { code });
  const cause = Object.assign(new Error('could not extend file'), { code });
  return new Error('Failed query: insert into "ds_…"', { cause });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/fs-full', async () => {
      throw failure('fs', 'ENOSPC');
    });
    app.get('/api/test/db-full', async () => {
      throw failure('database', '53100');
    });
    app.get('/api/test/read-only', async () => {
      throw failure('fs', 'EROFS');
    });
  });
});
afterAll(() => t.close());

describe('a full disk', () => {
  for (const path of ['fs-full', 'db-full', 'read-only']) {
    it(`answers 503 with Retry-After: ${path}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/test/${path}` });
      expectError(res, 503, COMMON.unavailable);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json().message).toBe(
        "The server's storage is full or cannot be written for now: nothing was saved, try again later",
      );
    });
  }
});
