import { EventEmitter } from 'node:events';
import { COMMON_ERROR_CODES } from '@keeling/contract';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { expectError, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import { attachPoolErrorListener, openDatabase } from './client';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

describe('pg pool error listener', () => {
  it('logs idle-client errors instead of crashing the process', () => {
    const pool = new EventEmitter() as unknown as pg.Pool;
    const log = { error: vi.fn() };
    attachPoolErrorListener(pool, log);
    const error = Object.assign(new Error('terminating connection'), { code: '57P01' });
    // Without a listener EventEmitter#emit('error') throws, which kills the process.
    expect(() => pool.emit('error', error, {} as pg.PoolClient)).not.toThrow();
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('database error classification', () => {
  it('recognises unavailable databases through wrapped causes', () => {
    const wrap = (cause: object) => new Error('Failed query', { cause });
    expect(isDatabaseUnavailable(wrap({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrap({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrap({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrap({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(wrap({ code: '23505' }))).toBe(true);
  });

  it('answers 503 when PostgreSQL cannot be reached, and keeps running', async () => {
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://keeling:keeling@127.0.0.1:1/keeling',
    });
    const app = await buildApp({ config: testConfig(), database });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@example.com', password: 'whatever1' },
        });
        expectError(res, 503, COMMON_ERROR_CODES.unavailable);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
