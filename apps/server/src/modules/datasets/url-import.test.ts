import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dataset, DatasetInspection } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { csvServer, datasetsClient, datasetTables as tables, testDataFile } from './testing';

// URL imports and refresh against a local HTTP server (so private addresses are allowed here),
// and the size limit (small in this app).

const MAX_BYTES = 64 * 1024;
const ANNUAL = testDataFile('noaa-co2-ppm/co2-annmean-mlo.csv').toString();

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let api: ReturnType<typeof datasetsClient>;
let server: Awaited<ReturnType<typeof csvServer>>;
let base: string;
/** What the server answers for /data.csv: a body, or a status. */
let served: string | number = ANNUAL;

beforeAll(async () => {
  server = await csvServer((url) => {
    if (url === '/moved') return { location: '/data.csv' };
    if (url === '/huge.csv') return `a,b\n${'1,2\n'.repeat(MAX_BYTES / 2)}`;
    return url === '/data.csv' ? served : 404;
  });
  base = server.base;
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-datasets-'));
  t = await buildTestApp({ dataDir, datasetUrlAllowPrivate: true, datasetMaxBytes: MAX_BYTES });
  editor = await userWithRole(t, 'editor');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const datasetTables = () => tables(t);

const staged = () => readdirSync(path.join(dataDir, 'dataset-staging')).length;

async function latest(id: string) {
  return (await api.rows(id, '?sort=c1&order=desc&size=1')).rows[0];
}

describe('URL import and refresh', () => {
  let dataset: Dataset;

  it('downloads through a redirect, records the URL and imports the rows', async () => {
    const res = await api.post('/api/datasets/inspect-url', { url: `${base}/moved` });
    expect(res.statusCode).toBe(200);
    const inspection: DatasetInspection = res.json();
    expect(inspection).toMatchObject({ sourceUrl: `${base}/moved`, fileName: null, rowCount: 67 });
    const created = await api.post('/api/datasets', api.body(inspection, { name: 'Annual means' }));
    dataset = created.json().dataset;
    expect(dataset).toMatchObject({ source: 'url', sourceUrl: `${base}/moved`, rowCount: 67 });
    expect(await latest(dataset.id)).toEqual({ c1: '2025-01-01', c2: 427.35, c3: 0.12 });
  });

  it('refresh makes a new version in one transaction (the previous one is kept)', async () => {
    const before = await datasetTables();
    expect(before).toHaveLength(1);
    served = `${ANNUAL.trimEnd()}\n2026,430.10,0.12\n`;
    const importId = '3f1e2d3c-4b5a-4697-8877-665544332211';
    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, { importId });
    expect(res.statusCode).toBe(200);
    const refreshed: Dataset = res.json().dataset;
    expect(refreshed.rowCount).toBe(68);
    expect(Date.parse(refreshed.importedAt ?? '')).toBeGreaterThan(
      Date.parse(dataset.importedAt ?? ''),
    );
    expect(await latest(dataset.id)).toEqual({ c1: '2026-01-01', c2: 430.1, c3: 0.12 });
    const after = await datasetTables();
    expect(after).toHaveLength(2);
    expect(after).toEqual(expect.arrayContaining(before));
    const progress = (await api.get(`/api/dataset-imports/${importId}`)).json().import;
    expect(progress).toMatchObject({ status: 'done', datasetId: dataset.id, rowsDone: 68 });
  });

  it('a failed refresh keeps the previous rows: bad value, changed columns, 404', async () => {
    const failures: [string | number, number, string][] = [
      [`${ANNUAL.trimEnd()}\n2027,n/a,0.1\n`, 400, 'datasets.bad_value'],
      ['Year,Mean\n2027,431\n', 400, 'datasets.column_mismatch'],
      [404, 400, 'datasets.url_failed'],
    ];
    for (const [body, status, code] of failures) {
      served = body;
      // No body at all: a refresh needs none.
      const url = `/api/datasets/${dataset.id}/refresh`;
      const res = await t.app.inject({ method: 'POST', url, headers: editor.headers });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
      const kept: Dataset = (await api.get(`/api/datasets/${dataset.id}`)).json().dataset;
      expect(kept.rowCount).toBe(68);
      expect(await latest(dataset.id)).toEqual({ c1: '2026-01-01', c2: 430.1, c3: 0.12 });
    }
    expect(staged()).toBe(0);
    expect(await datasetTables()).toHaveLength(2);
  });
});

describe('size limit', () => {
  it('answers 413 for an upload above the limit and keeps no partial file', async () => {
    const res = await api.upload('big.csv', Buffer.from(`a,b\n${'1,2\n'.repeat(MAX_BYTES / 2)}`));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'datasets.too_large' });
    expect(res.json().message).toMatch(/limit of 0\.1 MB/);
    expect(staged()).toBe(0);
  });

  it('answers 413 for a download above the limit', async () => {
    const res = await api.post('/api/datasets/inspect-url', { url: `${base}/huge.csv` });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('datasets.too_large');
    expect(staged()).toBe(0);
  });

  it('accepts a file of exactly the limit', async () => {
    const row = '1,2\n';
    const head = 'a,b\n';
    const body = head + row.repeat((MAX_BYTES - head.length) / row.length);
    expect(Buffer.byteLength(body)).toBe(MAX_BYTES);
    const res = await api.upload('exact.csv', Buffer.from(body));
    expect(res.statusCode).toBe(200);
  });
});
