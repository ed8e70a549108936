import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { datasetsClient } from './testing';

let t: TestApp;
let dataDir: string;
let viewer: TestUser;
let api: ReturnType<typeof datasetsClient>;

const csv = (text: string) => Buffer.from(text);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-datasets-'));
  t = await buildTestApp({ dataDir });
  let editor: TestUser;
  [editor, viewer] = await Promise.all([userWithRole(t, 'editor'), userWithRole(t, 'viewer')]);
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Tables of the schema: nothing was dropped or added behind the API's back. */
async function tableNames(): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  );
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
}

describe('SQL injection attempts change nothing', () => {
  it('stores hostile names as text and refuses hostile keys, sorts and searches', async () => {
    const before = await tableNames();
    const hostile = `x'); DROP TABLE datasets; --`;
    const header = `"${hostile.replaceAll('"', '""')}","c1"" ; DROP TABLE users; --",Year\n`;
    const { dataset } = await api.importFile(
      'evil.csv',
      csv(`${header}"'; DELETE FROM datasets; --",1,2001\nok,2,2002\n`),
      { name: hostile, description: "' OR 1=1 --" },
    );
    expect(dataset.name).toBe(hostile);
    expect(dataset.columns.map((c) => c.name)).toEqual([
      hostile,
      'c1" ; DROP TABLE users; --',
      'Year',
    ]);
    const rows = await api.rows(dataset.id, '?sort=c1');
    expect(rows.rows[0]?.c1).toBe("'; DELETE FROM datasets; --");

    for (const query of [
      '?sort=c1;DROP TABLE users',
      '?sort=_row',
      '?sort=c1&order=desc;DROP TABLE users',
      '?size=1;DELETE',
    ]) {
      expect((await api.get(`/api/datasets/${dataset.id}/rows${query}`)).statusCode, query).toBe(
        400,
      );
    }
    const search = encodeURIComponent("%' OR '1'='1");
    expect((await api.get(`/api/datasets?search=${search}`)).json().total).toBe(0);
    const values = await api.get(`/api/datasets/${dataset.id}/values?column=c1&search=${search}`);
    expect(values.json()).toEqual({ values: [] });
    const bad = await api.get(
      `/api/datasets/${dataset.id}/values?column=${encodeURIComponent('c1"--')}`,
    );
    expect(bad.statusCode).toBe(400);

    expect(await tableNames()).toEqual([...before, `ds_${dataset.id.replaceAll('-', '')}`].sort());
    expect((await api.get(`/api/datasets/${dataset.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/datasets')).json().total).toBe(1);
    expect((await datasetsClient(t, viewer).get('/api/datasets')).statusCode).toBe(200);
  });
});
