import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  Dataset,
  DatasetInspection,
  DatasetVersionChangesResponse,
  DatasetVersionsResponse,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { csvServer, datasetsClient, datasetTables as tables, testDataFile } from './testing';

// Versions of a data set: each refresh or uploaded version is compared with the one before by a
// key (suggested: the time column, with Entity when the time repeats), the changed cells can be
// read page by page, a kept version can be restored, and only the latest few keep their rows.

const MONTHLY = testDataFile('noaa-co2-ppm/co2-mm-mlo.fixed.csv').toString();
const MARKERS = ['-1', '-01', '-9.99', '-0.99'];
const KEEP = 3;

/** NOAA's file as revised a month later: the last two months changed and one month added. */
const REVISED = testDataFile('noaa-co2-ppm/co2-mm-mlo.revised.csv').toString();

/** NOAA's raw file: 6 header names, 7 fields a row. */
const RAW = testDataFile('noaa-co2-ppm/co2-mm-mlo.csv').toString();

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let viewer: TestUser;
let api: ReturnType<typeof datasetsClient>;
let server: Awaited<ReturnType<typeof csvServer>>;
let base: string;
let served = MONTHLY;
let renamedServed = MONTHLY;

beforeAll(async () => {
  server = await csvServer((url) => {
    if (url === '/co2_mm_mlo.csv') return served;
    if (url === '/raw.csv') return RAW;
    return url === '/renamed.csv' ? renamedServed : 404;
  });
  base = server.base;
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-versions-'));
  t = await buildTestApp({ dataDir, datasetUrlAllowPrivate: true, datasetKeepVersions: KEEP });
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const datasetTables = () => tables(t);

const versionsOf = async (id: string): Promise<DatasetVersionsResponse> =>
  (await api.get(`/api/datasets/${id}/versions`)).json();

async function mean(id: string, month: string) {
  const { rows } = await api.rows(id, '?sort=c1&order=desc&size=3');
  return rows.find((r) => r.c1 === month)?.c3;
}

describe('versions of a URL data set', () => {
  let dataset: Dataset;

  it('the first import is version 1', async () => {
    const res = await api.post('/api/datasets/inspect-url', {
      url: `${base}/co2_mm_mlo.csv`,
      missingMarkers: MARKERS,
    });
    expect(res.statusCode).toBe(200);
    const inspection: DatasetInspection = res.json();
    const body = api.body(inspection, { name: 'Monthly CO2', missingMarkers: MARKERS });
    dataset = (await api.post('/api/datasets', body)).json().dataset;
    expect(dataset).toMatchObject({ version: 1, keyColumns: null, rowCount: 820 });
    const { versions, keep } = await versionsOf(dataset.id);
    expect(keep).toBe(KEEP);
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, origin: 'import', current: true, kept: true }),
    ]);
    expect(versions[0]?.changes).toBeNull();
  });

  it('a refresh records what changed by the suggested key, and keeps the id and slug', async () => {
    served = REVISED;
    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expect(res.statusCode).toBe(200);
    const refreshed: Dataset = res.json().dataset;
    expect(refreshed).toMatchObject({
      id: dataset.id,
      slug: dataset.slug,
      version: 2,
      rowCount: 821,
      keyColumns: ['c1'],
    });
    const { versions } = await versionsOf(dataset.id);
    expect(versions.map((v) => [v.version, v.current, v.kept])).toEqual([
      [2, true, true],
      [1, false, true],
    ]);
    expect(versions[0]).toMatchObject({
      origin: 'refresh',
      rowCount: 821,
      changes: {
        previous: 1,
        key: ['c1'],
        added: 1,
        removed: 0,
        changed: 2,
        time: {
          column: 'c1',
          before: { first: '1958-03-01', last: '2026-06-01' },
          after: { first: '1958-03-01', last: '2026-07-01' },
        },
        columns: { added: [], removed: [], renamed: [] },
      },
    });
    expect(await mean(dataset.id, '2026-06-01')).toBe(431.3);
  });

  it('the changed cells, page by page, with their old and new values', async () => {
    const url = `/api/datasets/${dataset.id}/versions/2/changes`;
    const first: DatasetVersionChangesResponse = (await api.get(`${url}?size=1`)).json();
    expect(first.total).toBe(2);
    expect(first.rows).toEqual([
      {
        key: { c1: '2026-05-01' },
        cells: [
          { column: 'c3', before: 432.34, after: 432.4 },
          { column: 'c4', before: 429.1, after: 429.16 },
          { column: 'c5', before: 17, after: 18 },
          { column: 'c6', before: 0.68, after: 0.7 },
        ],
      },
    ]);
    const second: DatasetVersionChangesResponse = (await api.get(`${url}?size=1&page=2`)).json();
    expect(second.rows[0]?.key).toEqual({ c1: '2026-06-01' });
    expect(second.rows[0]?.cells).toContainEqual({ column: 'c3', before: 431.44, after: 431.3 });
    // The first version compared with nothing.
    const none = await api.get(`/api/datasets/${dataset.id}/versions/1/changes`);
    expect(none.json()).toMatchObject({ rows: [], total: 0 });
    expect((await api.get(`/api/datasets/${dataset.id}/versions/9/changes`)).statusCode).toBe(404);
  });

  it('a restore makes an older version current again; the next refresh compares with it', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/datasets/${dataset.id}/versions/1/restore`,
      headers: viewer.headers,
    });
    expect(denied.statusCode).toBe(403);
    const res = await api.post(`/api/datasets/${dataset.id}/versions/1/restore`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().dataset).toMatchObject({ version: 1, rowCount: 820 });
    expect(await mean(dataset.id, '2026-06-01')).toBe(431.44);
    const { versions } = await versionsOf(dataset.id);
    expect(versions.find((v) => v.current)?.version).toBe(1);

    const again = (await api.post(`/api/datasets/${dataset.id}/refresh`, {})).json().dataset;
    expect(again).toMatchObject({ version: 3, rowCount: 821 });
    const latest = (await versionsOf(dataset.id)).versions[0];
    expect(latest?.changes).toMatchObject({ previous: 1, added: 1, changed: 2 });
  });

  it('a failed refresh keeps the current version and adds none', async () => {
    served = 'month,mean\n2026-08,430\n';
    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expect(res.json().code).toBe('datasets.column_mismatch');
    expect((await versionsOf(dataset.id)).versions[0]).toMatchObject({ version: 3, current: true });
    served = REVISED;
  });

  it(`keeps the rows of the latest ${KEEP} versions only; older ones stay listed`, async () => {
    await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    const { versions } = await versionsOf(dataset.id);
    expect(versions.map((v) => [v.version, v.kept])).toEqual([
      [4, true],
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(await datasetTables()).toHaveLength(KEEP);
    const res = await api.post(`/api/datasets/${dataset.id}/versions/1/restore`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'datasets.version_not_kept' });
    expect(res.json().message).toMatch(/version 1 are no longer kept \(the latest 3/);
    // Version 3 was compared with version 1, whose rows are gone.
    const cells = await api.get(`/api/datasets/${dataset.id}/versions/3/changes`);
    expect(cells.statusCode).toBe(409);
  });

  it('its address can be changed (a mirror); deleting it drops every kept version', async () => {
    const moved = await api.patch(`/api/datasets/${dataset.id}`, {
      name: dataset.name,
      sourceUrl: `${base}/elsewhere.csv`,
    });
    expect(moved.json().dataset.sourceUrl).toBe(`${base}/elsewhere.csv`);
    expect((await api.del(`/api/datasets/${dataset.id}`)).statusCode).toBe(200);
    expect(await datasetTables()).toEqual([]);
  });
});

describe('columns renamed by the publisher', () => {
  it('a refresh names the changed columns, then maps a renamed one onto the old one and goes on', async () => {
    const url = `${base}/renamed.csv`;
    const inspection = (await api.post('/api/datasets/inspect-url', { url })).json();
    const body = api.body(inspection, { name: 'Renamed', missingMarkers: MARKERS });
    body.columns[2] = { ...body.columns[2], name: 'Monthly mean', type: 'number' };
    const dataset: Dataset = (await api.post('/api/datasets', body)).json().dataset;
    renamedServed = REVISED.replace('average_ppm', 'monthly_mean_ppm').replace(
      'ndays',
      'days_measured',
    );

    const refused = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'datasets.column_mismatch',
      missing: ['average_ppm', 'ndays'],
      unexpected: ['monthly_mean_ppm', 'days_measured'],
    });
    expect(refused.json().message).toMatch(
      /\(missing “average_ppm”, “ndays”; new “monthly_mean_ppm”, “days_measured”\)$/,
    );
    // half a mapping is still refused
    const half = await api.post(`/api/datasets/${dataset.id}/refresh`, {
      renames: [{ from: 'average_ppm', to: 'monthly_mean_ppm' }],
    });
    expect(half.json().code).toBe('datasets.column_mismatch');

    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, {
      renames: [
        { from: 'average_ppm', to: 'monthly_mean_ppm' },
        { from: 'ndays', to: 'days_measured' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const columns = res.json().dataset.columns;
    // the keys stay (the charts too); a name a person gave stays, a file's name follows
    expect(columns[2]).toMatchObject({ key: 'c3', name: 'Monthly mean' });
    expect(columns[4]).toMatchObject({ key: 'c5', name: 'days_measured' });
    const [latest] = (await versionsOf(dataset.id)).versions;
    expect(latest?.changes).toMatchObject({
      added: 1,
      changed: 2,
      columns: {
        added: [],
        removed: [],
        renamed: [
          { from: 'average_ppm', to: 'monthly_mean_ppm' },
          { from: 'ndays', to: 'days_measured' },
        ],
      },
    });
    // the next refresh of the same file needs no mapping
    expect((await api.post(`/api/datasets/${dataset.id}/refresh`, {})).statusCode).toBe(200);
  });
});

describe('a URL data set with a column named at inspect', () => {
  it('refreshes with the same named column', async () => {
    const url = `${base}/raw.csv`;
    const res = await api.post('/api/datasets/inspect-url', { url, extraColumns: ['Uncertainty'] });
    expect(res.statusCode).toBe(200);
    const inspection: DatasetInspection = res.json();
    expect(inspection.columns.at(-1)?.name).toBe('Uncertainty');
    const body = api.body(inspection, { name: 'Raw monthly', missingMarkers: MARKERS });
    const dataset: Dataset = (await api.post('/api/datasets', body)).json().dataset;
    const refreshed = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().dataset).toMatchObject({ version: 2, rowCount: 820 });
    const [latest] = (await versionsOf(dataset.id)).versions;
    expect(latest?.changes).toMatchObject({ added: 0, removed: 0, changed: 0 });
  });
});

describe('versions of an uploaded data set', () => {
  /** Year, Entity, value: the year repeats, so Year + Entity identifies a row. */
  const table = (rows: [number, string, number][]) =>
    Buffer.from(`Year,Entity,Emissions\n${rows.map((r) => r.join(',')).join('\n')}\n`);
  const v1 = table([
    [2020, 'France', 10],
    [2020, 'Chad', 1],
    [2021, 'France', 11],
    [2021, 'Chad', 1.5],
  ]);
  const v2 = table([
    [2020, 'France', 10],
    [2021, 'France', 12],
    [2021, 'Chad', 1.5],
    [2022, 'France', 12.5],
    [2022, 'Chad', 1.7],
  ]);

  it('a new version from an upload is matched by year and entity', async () => {
    const { dataset } = await api.importFile('emissions.csv', v1);
    const inspection: DatasetInspection = (await api.upload('emissions.csv', v2)).json();
    const res = await api.post(`/api/datasets/${dataset.id}/versions`, {
      stagingId: inspection.stagingId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().dataset).toMatchObject({ version: 2, rowCount: 5, keyColumns: ['c1', 'c2'] });
    const [latest] = (await versionsOf(dataset.id)).versions;
    expect(latest).toMatchObject({
      origin: 'upload',
      changes: { key: ['c1', 'c2'], added: 2, removed: 1, changed: 1 },
    });
    const cells = (await api.get(`/api/datasets/${dataset.id}/versions/2/changes`)).json();
    expect(cells.rows).toEqual([
      { key: { c1: '2021-01-01', c2: 'France' }, cells: [{ column: 'c3', before: 11, after: 12 }] },
    ]);
  });

  it('a chosen key that is not unique falls back to whole rows; other columns are refused', async () => {
    const { dataset } = await api.importFile('emissions.csv', v1);
    const patch = (keyColumns: string[] | null) =>
      api.patch(`/api/datasets/${dataset.id}`, { name: dataset.name, keyColumns });
    expect((await patch(['c9'])).statusCode).toBe(400);
    expect((await patch(['c1'])).json().dataset.keyColumns).toEqual(['c1']);
    const inspection: DatasetInspection = (await api.upload('emissions.csv', v2)).json();
    await api.post(`/api/datasets/${dataset.id}/versions`, { stagingId: inspection.stagingId });
    const [latest] = (await versionsOf(dataset.id)).versions;
    expect(latest?.changes).toMatchObject({ key: null, added: 3, removed: 2, changed: 0 });
  });

  it('an upload with other columns is refused and changes nothing; the address of an upload cannot be set', async () => {
    const { dataset } = await api.importFile('emissions.csv', v1);
    const other = (
      await api.upload('other.csv', Buffer.from('Year,Country,Value\n2020,X,1\n'))
    ).json() as DatasetInspection;
    const res = await api.post(`/api/datasets/${dataset.id}/versions`, {
      stagingId: other.stagingId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('datasets.column_mismatch');
    expect((await versionsOf(dataset.id)).versions).toHaveLength(1);
    const url = await api.patch(`/api/datasets/${dataset.id}`, {
      name: dataset.name,
      sourceUrl: 'https://example.org/a.csv',
    });
    expect(url.statusCode).toBe(409);
  });
});
