// Several instances on one PostgreSQL (DESIGN §8) each cache users and blog reads: what a
// service of one instance invalidates after its write must reach the others' caches through
// the `keeling_writes` notifications (db/cache-channel.ts).
import { AUTH_ERROR_CODES } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { RECONNECT_DELAY_MS } from '../src/db/cache-channel';
import { type Database, openDatabase } from '../src/db/client';
import { blogClient, userWithRole } from '../src/modules/blog/testing';
import { buildTestApp, onPostgres, registerUser, type TestApp } from './helper';

describe('write notifications', () => {
  it('come from the services, not from table triggers (migration 0005 drops them)', async () => {
    const t = await buildTestApp();
    try {
      const { rows } = (await t.database.db.execute(sql`
        select count(*)::int as n from information_schema.triggers
        where action_statement like '%keeling_notify_write%'`)) as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await t.close();
    }
  });
});

/** Retries `check` until it passes or `ms` elapse; resolves with how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    a = await buildTestApp();
    const database = await openDatabase({ kind: 'postgres', url: a.database.url ?? '' });
    b = { database, app: await buildApp({ config: a.config, database }) };
  });
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
    await a.close();
  });

  const meOn = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('revokes on B a token whose version A bumped, within a second', async () => {
    const user = await registerUser(a.app, 'two-instances@example.com');
    expect((await meOn(b.app, user.accessToken)).statusCode).toBe(200);
    expect((await meOn(b.app, user.accessToken)).statusCode).toBe(200);
    await a.services.auth.revokeTokens(user.user.id, 'password_changed');
    await within(1_000, async () => (await meOn(b.app, user.accessToken)).statusCode === 401);
    expect((await meOn(b.app, user.accessToken)).json()).toMatchObject({
      code: AUTH_ERROR_CODES.passwordChanged,
    });
  });

  it('shows on B an article A saved after B cached it, in the list and alone', async () => {
    const editor = await userWithRole(a, 'editor');
    const onA = blogClient(a, editor);
    const onB = blogClient({ app: b.app }, editor);
    const saved = await onA.save({ title: 'Shared one', content: '<p>x</p>', status: 'published' });
    // countView=false: B writes no views, whose flush would refresh B's caches by itself.
    const title = async () =>
      (await onB.get(`/api/blog/article?id=${saved.id}&countView=false`)).json().article.title;
    const first = async () => (await onB.get('/api/blog/articles?size=1')).json().items[0].title;
    expect([await title(), await first()]).toEqual(['Shared one', 'Shared one']);
    await onA.save({
      id: saved.id,
      version: saved.version,
      title: 'Shared two',
      content: '<p>y</p>',
      status: 'published',
    });
    await within(1_000, async () => (await title()) === 'Shared two');
    await within(1_000, async () => (await first()) === 'Shared two');
  });

  it('reads through while its channel is down, and listens again', async () => {
    const { cache } = b.database;
    expect(cache.live).toBe(true);
    await a.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'listen keeling_writes' and datname = current_database()`);
    await within(1_000, async () => !cache.live);
    const user = await registerUser(a.app, 'channel-down@example.com');
    expect((await meOn(b.app, user.accessToken)).statusCode).toBe(200);
    await within(RECONNECT_DELAY_MS + 2_000, async () => cache.live);
    expect((await meOn(b.app, user.accessToken)).statusCode).toBe(200);
    await a.services.auth.revokeTokens(user.user.id, 'password_changed');
    await within(1_000, async () => (await meOn(b.app, user.accessToken)).statusCode === 401);
  });
});
