import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, nextIp, type TestApp } from '../../test/helper';
import { blogClient, type TestUser, userWithRole } from '../modules/blog/testing';
import { findNul } from './input-guard';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // Text built on the server, past the guard: the database's refusal is still a 400.
    app.get('/api/test/nul-in-sql', async () => {
      await t.database.db.execute(sql`select ${`a${NUL}b`}::text`);
      return { ok: true };
    });
  });
  editor = await userWithRole(t, 'editor');
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('findNul', () => {
  it('finds a NUL in a string, a key or a nested value, with its path', () => {
    expect(findNul({ a: ['x', { b: `y${NUL}` }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ [`k${NUL}`]: 1 })).toEqual([`k${NUL}`]);
    expect(findNul({ a: 'plain', n: 1, z: null })).toBeNull();
  });
});

describe('a NUL character anywhere in the input: 400, never 500 (PostgreSQL refuses it in text)', () => {
  it('in a query string', async () => {
    const res = await blogClient(t, editor).get('/api/blog/article?id=%00');
    expectError(res, 400, COMMON.invalidRequest);
    expect(res.json().issues).toEqual([
      { path: ['id'], message: expect.any(String), code: 'invalid_format' },
    ]);
  });

  it('in a path parameter', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/uploads/a%00.png' }),
      400,
      COMMON.invalidRequest,
    );
  });

  it('in every text field of an article upsert', async () => {
    const fields = ['title', 'description', 'content', 'metaTitle', 'metaDescription'];
    for (const field of fields) {
      const res = await blogClient(t, editor).post('/api/blog/update_insert_article', {
        title: 'A title',
        [field]: `x${NUL}y`,
      });
      expectError(res, 400, COMMON.invalidRequest, field);
    }
    const tags = await blogClient(t, editor).post('/api/blog/update_insert_article', {
      title: 'A title',
      tags: [`a${NUL}`],
    });
    expectError(tags, 400, COMMON.invalidRequest);
  });

  it("in register's names and e-mail", async () => {
    for (const field of ['firstName', 'lastName', 'email', 'password']) {
      const payload = {
        email: 'nul@example.com',
        password: 'a long enough password',
        firstName: 'Ada',
        lastName: 'Lovelace',
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { ...payload, [field]: `${payload[field as keyof typeof payload]}${NUL}` },
      });
      expectError(res, 400, COMMON.invalidRequest, field);
    }
  });

  it('refused by the database itself (the net behind the guard)', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/test/nul-in-sql' }),
      400,
      COMMON.invalidRequest,
    );
  });

  it('in a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: `a${NUL}@example.com`, password: 'whatever1' },
    });
    expectError(res, 400, COMMON.invalidRequest);
  });
});
