import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatasetInspection } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { datasetsClient } from './testing';

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let viewer: TestUser;
let api: ReturnType<typeof datasetsClient>;

const csv = (text: string) => Buffer.from(text);
const SMALL = csv('Year,Value,Country\n2001,1.5,France\n2002,2.5,Germany\n2003,,France\n');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-datasets-'));
  t = await buildTestApp({ dataDir });
  [editor, viewer] = await Promise.all([userWithRole(t, 'editor'), userWithRole(t, 'viewer')]);
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The data-set tables that exist, and the catalogue rows. */
async function storedState() {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from pg_tables where tablename like 'ds\\_%'`,
  );
  const tables = (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const list = await api.get('/api/datasets?size=100');
  return { tables, datasets: list.json().total as number };
}

const staged = () => readdirSync(path.join(dataDir, 'dataset-staging')).length;

describe('permissions', () => {
  it('refuses anonymous reads (401) and viewers writes (403); viewers read', async () => {
    const { dataset } = await api.importFile('small.csv', SMALL, { name: 'Permissions' });
    const anonymous = datasetsClient(t);
    expect((await anonymous.get('/api/datasets')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/datasets/${dataset.id}/rows`)).statusCode).toBe(401);
    const asViewer = datasetsClient(t, viewer);
    expect((await asViewer.get('/api/datasets')).statusCode).toBe(200);
    expect((await asViewer.get(`/api/datasets/${dataset.id}/rows`)).statusCode).toBe(200);
    expect((await asViewer.upload('a.csv', SMALL)).statusCode).toBe(403);
    expect(
      (await asViewer.post('/api/datasets/inspect-url', { url: 'https://example.org/a.csv' }))
        .statusCode,
    ).toBe(403);
    expect((await asViewer.post('/api/datasets', { name: 'x' })).statusCode).toBe(403);
    expect((await asViewer.patch(`/api/datasets/${dataset.id}`, { name: 'y' })).statusCode).toBe(
      403,
    );
    expect((await asViewer.del(`/api/datasets/${dataset.id}`)).statusCode).toBe(403);
    expect((await asViewer.post(`/api/datasets/${dataset.id}/refresh`, {})).statusCode).toBe(403);
  });
});

describe('inspect', () => {
  it('infers the types over every row and keeps a sample', async () => {
    const res = await api.upload('small.csv', SMALL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fileName: 'small.csv',
      sourceUrl: null,
      rowCount: 3,
      columns: [
        { name: 'Year', type: 'year' },
        { name: 'Value', type: 'number' },
        { name: 'Country', type: 'text' },
      ],
      sample: [
        ['2001', '1.5', 'France'],
        ['2002', '2.5', 'Germany'],
        ['2003', null, 'France'],
      ],
    });
  });

  it('answers 400 naming the line of a malformed row, and stages nothing', async () => {
    const before = staged();
    const res = await api.upload('bad.csv', csv('a,b,c\n1,2,3\n4,5,6,7\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'datasets.malformed_csv',
      message: 'Line 3: expected 3 fields, found 4',
      line: 3,
      expected: 3,
      found: 4,
    });
    const quote = await api.upload('bad.csv', csv('a,b\n1,"2\n3,4\n'));
    expect(quote.json()).toMatchObject({ code: 'datasets.malformed_csv', line: 2, column: 'b' });
    expect(staged()).toBe(before);
  });

  it('skips the comment lines above the header (NOAA files, the chart export), not later rows', async () => {
    const res = await api.upload(
      'noaa.csv',
      csv(
        '\ufeff# Source: "Mauna Loa, monthly" https://gml.noaa.gov/ccgg/trends/\r\n' +
          '#\r\n# Licence: public domain, see "USE OF NOAA GML DATA\r\n' +
          'Label,Value\r\n#1,1.5\r\nplain,2.5\r\n',
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rowCount: 2,
      columns: [{ name: 'Label' }, { name: 'Value' }],
      // a row that starts with '#' below the header is data
      sample: [
        ['#1', '1.5'],
        ['plain', '2.5'],
      ],
    });
    // a header whose first name is '#' is the header; a malformed row is named by its line
    // in the whole file, comments counted
    const numbered = await api.upload('numbered.csv', csv('#,Value\n1,2\n'));
    expect(numbered.json()).toMatchObject({
      rowCount: 1,
      columns: [{ name: '#' }, { name: 'Value' }],
    });
    const bad = await api.upload('bad.csv', csv('# about\n# this file\na,b\n1,2\n3,4,5\n'));
    expect(bad.json()).toMatchObject({ code: 'datasets.malformed_csv', line: 5 });
    const quote = await api.upload('bad.csv', csv('# about\na,b\n1,"2\n'));
    expect(quote.json()).toMatchObject({ code: 'datasets.malformed_csv', line: 3, column: 'b' });
    // too many columns: refused at the header, named by its line under the comments
    const wide = Array.from({ length: 201 }, (_, i) => `c${i}`).join(',');
    const tooWide = await api.upload('wide.csv', csv(`# wide\n${wide}\n${'1,'.repeat(200)}1\n`));
    expect(tooWide.json()).toMatchObject({
      code: 'datasets.malformed_csv',
      message: 'Line 2: 201 columns; at most 200 can be imported',
      line: 2,
    });
    const onlyComments = await api.upload('empty.csv', csv('# nothing\n# here\n'));
    expect(onlyComments.json().code).toBe('datasets.empty_file');
  });

  it('answers 400 for an empty file and for a request without a file', async () => {
    expect((await api.upload('empty.csv', csv(''))).json().code).toBe('datasets.empty_file');
    const res = await api.post('/api/datasets/inspect', { file: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 (not 413) for a body of more parts than the operation names', async () => {
    const fields = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`extra${i}`, 'x']));
    const res = await api.upload('small.csv', SMALL, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'common.invalid_request',
      message: expect.stringContaining('Too many parts'),
    });
  });

  it('refuses loopback, private and link-local URLs by default', async () => {
    for (const url of [
      'http://127.0.0.1/a.csv',
      'http://10.0.0.1/a.csv',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.csv',
      'http://localhost/a.csv',
    ]) {
      const res = await api.post('/api/datasets/inspect-url', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('datasets.url_private');
    }
  });
});

describe('create', () => {
  it('records the import: GET /imports/:id shows it done', async () => {
    const importId = '0b6f1c9e-4a53-4f0e-9a43-1f2d3c4b5a69';
    const inspection: DatasetInspection = (await api.upload('small.csv', SMALL)).json();
    const res = await api.post('/api/datasets', {
      ...api.body(inspection, { name: 'Tracked' }),
      importId,
    });
    expect(res.statusCode).toBe(200);
    const progress = await api.get(`/api/dataset-imports/${importId}`);
    expect(progress.json().import).toMatchObject({
      id: importId,
      datasetId: res.json().dataset.id,
      status: 'done',
      rowsDone: 3,
      rowsTotal: 3,
      error: null,
    });
    // The staged file is gone: the same staging id cannot be used twice.
    const again = await api.post('/api/datasets', api.body(inspection, { name: 'Again' }));
    expect(again.json().code).toBe('datasets.staging_not_found');
  });

  it('a value that does not fit its type: 400 naming line and column, nothing left behind', async () => {
    const before = await storedState();
    const inspection: DatasetInspection = (
      await api.upload('years.csv', csv('Year,Value\n2001,1\n2002,2\nabc,3\n'))
    ).json();
    expect(inspection.columns[0]?.type).toBe('text');
    const importId = '6d2f8a1b-3c4e-4d5f-8a6b-7c8d9e0f1a2b';
    const res = await api.post('/api/datasets', {
      ...api.body(inspection, { name: 'Bad years', columns: { 0: { type: 'year' } } }),
      importId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'datasets.bad_value',
      message: 'Line 4, column “Year”: “abc” is not a year',
      line: 4,
      column: 'Year',
    });
    expect(await storedState()).toEqual(before);
    const progress = (await api.get(`/api/dataset-imports/${importId}`)).json().import;
    expect(progress).toMatchObject({ status: 'failed', datasetId: null });
    expect(progress.error).toMatchObject({ code: 'datasets.bad_value', line: 4, column: 'Year' });
    // The file stays staged: corrected types import it.
    const fixed = await api.post('/api/datasets', api.body(inspection, { name: 'Fixed years' }));
    expect(fixed.statusCode).toBe(200);
  });

  it('a number a double cannot hold (1e-400): 400 naming line and column, not the database', async () => {
    const inspection: DatasetInspection = (
      await api.upload('tiny.csv', csv('Year,Value\n2001,1.5\n2002,1e-400\n'))
    ).json();
    expect(inspection.columns[1]?.type).toBe('text');
    const res = await api.post(
      '/api/datasets',
      api.body(inspection, { name: 'Tiny', columns: { 1: { type: 'number' } } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'datasets.bad_value', line: 3, column: 'Value' });
  });

  it('a failure inside the transaction rolls back the table too (slug taken in a race)', async () => {
    const before = await storedState();
    const [a, b]: DatasetInspection[] = await Promise.all(
      [1, 2].map(async () => (await api.upload('race.csv', SMALL)).json()),
    );
    const results = await Promise.all([
      api.post('/api/datasets', api.body(a as DatasetInspection, { name: 'Race', slug: 'race' })),
      api.post('/api/datasets', api.body(b as DatasetInspection, { name: 'Race', slug: 'race' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('datasets.slug_taken');
    const after = await storedState();
    expect(after).toEqual({ tables: (before.tables ?? 0) + 1, datasets: before.datasets + 1 });
  });

  it('imports racing for one name all land, each under a slug of its own', async () => {
    const inspections: DatasetInspection[] = await Promise.all(
      Array.from({ length: 6 }, async () => (await api.upload('rush.csv', SMALL)).json()),
    );
    const results = await Promise.all(
      inspections.map((inspection) =>
        api.post('/api/datasets', api.body(inspection, { name: 'Rush hour' })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const slugs = results.map((r) => r.json().dataset.slug as string);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(/^rush-hour(-\d+|-[0-9a-f]{8})?$/);
  });

  it('generates a free slug from the name; a taken explicit slug is a 409', async () => {
    const one = await api.importFile('s.csv', SMALL, { name: 'Same name' });
    const two = await api.importFile('s.csv', SMALL, { name: 'Same name' });
    expect([one.dataset.slug, two.dataset.slug]).toEqual(['same-name', 'same-name-2']);
    const inspection: DatasetInspection = (await api.upload('s.csv', SMALL)).json();
    const res = await api.post(
      '/api/datasets',
      api.body(inspection, { name: 'X', slug: 'same-name' }),
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('read, edit, delete', () => {
  it('lists by name ignoring case (the default) or the latest imported first', async () => {
    for (const name of ['b sortable', 'A sortable', 'c sortable'])
      await api.importFile('small.csv', SMALL, { name });
    const names = async (query: string) =>
      (await api.get(`/api/datasets?search=sortable${query}`))
        .json()
        .items.map((d: { name: string }) => d.name);
    expect(await names('')).toEqual(['A sortable', 'b sortable', 'c sortable']);
    expect(await names('&sort=name')).toEqual(['A sortable', 'b sortable', 'c sortable']);
    expect(await names('&sort=recent')).toEqual(['c sortable', 'A sortable', 'b sortable']);
    expect(await names('&sort=recent&size=1&page=2')).toEqual(['A sortable']);
    expect((await api.get('/api/datasets?sort=name;drop')).statusCode).toBe(400);
  });

  it('pages and sorts rows, lists with search, edits names and units, deletes', async () => {
    const { dataset } = await api.importFile('small.csv', SMALL, { name: 'Editable set' });
    const sorted = await api.rows(dataset.id, '?sort=c2&order=desc');
    expect(sorted.rows.map((r) => r.c2)).toEqual([2.5, 1.5, null]);
    const page2 = await api.rows(dataset.id, '?size=2&page=2');
    expect(page2).toMatchObject({ total: 3, rows: [{ c1: '2003-01-01', c2: null, c3: 'France' }] });
    expect((await api.get(`/api/datasets/${dataset.id}/rows?sort=c9`)).statusCode).toBe(400);

    const found = (await api.get('/api/datasets?search=editable')).json();
    expect(found.items.map((d: { id: string }) => d.id)).toEqual([dataset.id]);

    const patched = await api.patch(`/api/datasets/${dataset.id}`, {
      name: 'Edited set',
      description: 'Two countries',
      licence: 'CC BY 4.0',
      citation: 'Test',
      columns: [{ key: 'c2', name: 'Value (t)', unit: 't' }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().dataset).toMatchObject({
      name: 'Edited set',
      slug: dataset.slug,
      licence: 'CC BY 4.0',
      columns: [{ name: 'Year' }, { key: 'c2', name: 'Value (t)', unit: 't', type: 'number' }, {}],
    });
    const unknown = await api.patch(`/api/datasets/${dataset.id}`, {
      name: 'x',
      columns: [{ key: 'c7', name: 'No', unit: null }],
    });
    expect(unknown.statusCode).toBe(400);

    const values = (await api.get(`/api/datasets/${dataset.id}/values?column=c3`)).json();
    expect(values).toEqual({
      values: [
        { value: 'France', rows: 2 },
        { value: 'Germany', rows: 1 },
      ],
    });

    const before = await storedState();
    expect((await api.del(`/api/datasets/${dataset.id}`)).json()).toEqual({ ok: true });
    expect(await storedState()).toEqual({
      tables: (before.tables ?? 0) - 1,
      datasets: before.datasets - 1,
    });
    expect((await api.get(`/api/datasets/${dataset.id}`)).statusCode).toBe(404);
    expect((await api.del(`/api/datasets/${dataset.id}`)).statusCode).toBe(404);
  });

  it('refuses to refresh an uploaded data set (409)', async () => {
    const { dataset } = await api.importFile('small.csv', SMALL, { name: 'Uploaded' });
    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('datasets.not_refreshable');
  });
});
