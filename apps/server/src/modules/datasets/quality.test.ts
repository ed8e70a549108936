import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  Dataset,
  DatasetInspection,
  DatasetQualityResponse,
  DatasetVersionsResponse,
} from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { specOf } from '../charts/testing';
import { countNulls } from './rows-query';
import { datasetsClient, testDataFile } from './testing';

// Issue 29 items 6 and 7: markers suggested per column at inspect, each column's quality (parsed,
// missing, rejected) at inspect and kept with each version, rejected rows listed, and the columns
// fixed after the import from the version's original file, charts going on.

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let viewer: TestUser;
let api: ReturnType<typeof datasetsClient>;
const NOAA = testDataFile('noaa-co2-ppm/co2-mm-mlo.fixed.csv');
const csv = (text: string) => Buffer.from(text);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-quality-'));
  t = await buildTestApp({ dataDir });
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function inspect(name: string, content: Buffer): Promise<DatasetInspection> {
  const res = await api.upload(name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function nullsOf(dataset: Dataset) {
  const table = await t.services.datasets.tableOf(dataset);
  return countNulls(t.database.db, { table: table.name, columns: table.columns });
}

const versionsOf = async (id: string): Promise<DatasetVersionsResponse> =>
  (await api.get(`/api/datasets/${id}/versions`)).json();

describe('inspect: markers suggested per column, and what each column reads', () => {
  it("suggests NOAA's markers and counts exactly the missing values the file holds", async () => {
    const inspection = await inspect('co2-mm-mlo.fixed.csv', NOAA);
    expect(inspection.columns.map((c) => c.missingMarkers)).toEqual([
      [],
      [],
      [],
      [],
      ['-01'],
      ['-9.99'],
      ['-0.99'],
    ]);
    const byName = Object.fromEntries(inspection.columns.map((c) => [c.name, c.quality]));
    expect(byName.ndays).toEqual({ parsed: 625, missing: 195, rejected: 0 });
    expect(byName.sdev_days).toEqual({ parsed: 624, missing: 196, rejected: 0 });
    expect(byName.unc_mon_mean).toEqual({ parsed: 626, missing: 194, rejected: 0 });
    expect(byName.average_ppm).toEqual({ parsed: 820, missing: 0, rejected: 0 });
  });

  it('suggests nothing where negative values are data (two kinds, or once)', async () => {
    const inspection = await inspect(
      'anomaly.csv',
      csv('year,anomaly,once\n2001,-0.2,1\n2002,0.1,-5\n2003,-0.3,2\n2004,-0.2,3\n'),
    );
    expect(inspection.columns.map((c) => c.missingMarkers)).toEqual([[], [], []]);
  });

  it('reads the staged file again with other types and markers, and lists the rejected rows', async () => {
    const inspection = await inspect('co2-mm-mlo.fixed.csv', NOAA);
    const columns = inspection.columns.map((c) => ({
      type: c.type,
      missingMarkers: c.missingMarkers,
    }));
    // month read as a number: every value rejected; ndays without its marker: none missing
    const reading = {
      columns: columns.map((c, i) =>
        i === 0 ? { ...c, type: 'number' } : i === 4 ? { ...c, missingMarkers: [] } : c,
      ),
    };
    const url = `/api/dataset-staging/${inspection.stagingId}`;
    const res = await api.post(`${url}/quality`, reading);
    expect(res.statusCode, res.body).toBe(200);
    const quality: DatasetQualityResponse = res.json();
    expect(quality.columns[0]).toEqual({ parsed: 0, missing: 0, rejected: 820 });
    expect(quality.columns[4]).toEqual({ parsed: 820, missing: 0, rejected: 0 });
    expect(quality.columns[5]).toEqual({ parsed: 624, missing: 196, rejected: 0 });

    const rejected = await api.post(`${url}/rejected`, reading);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.headers['content-type']).toContain('text/csv');
    const lines = rejected.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Row,month,decimal_date,average_ppm,deseasonalized_ppm,ndays,sdev_days,unc_mon_mean',
    );
    expect(lines[1]).toBe('1,1958-03,1958.2027,315.71,314.44,-01,-9.99,-0.99');
    expect(lines).toHaveLength(821);

    // another column count: refused; an unknown staged file: 404; a viewer: 403
    const short = await api.post(`${url}/quality`, { columns: columns.slice(1) });
    expect(short.statusCode).toBe(400);
    const unknown = await api.post(`/api/dataset-staging/${'0'.repeat(32)}/quality`, reading);
    expect(unknown.statusCode).toBe(404);
    const asViewer = await datasetsClient(t, viewer).post(`${url}/quality`, reading);
    expect(asViewer.statusCode).toBe(403);
  });
});

describe('create: markers per column, rejected values, quality kept with the version', () => {
  it('imports with the suggested markers per column and keeps the quality', async () => {
    const inspection = await inspect('co2-mm-mlo.fixed.csv', NOAA);
    const body = api.body(inspection, { name: 'Monthly with suggested markers' });
    body.columns = body.columns.map((c, i) => ({
      ...c,
      missingMarkers: inspection.columns[i]?.missingMarkers,
    }));
    const res = await api.post('/api/datasets', body);
    expect(res.statusCode, res.body).toBe(200);
    const dataset: Dataset = res.json().dataset;
    expect(dataset.missingMarkers).toEqual([]);
    expect(dataset.columns[5]?.missingMarkers).toEqual(['-9.99']);
    expect(await nullsOf(dataset)).toMatchObject({ c1: 0, c5: 195, c6: 196, c7: 194 });
    const [first] = (await versionsOf(dataset.id)).versions;
    expect(first?.hasSource).toBe(true);
    expect(first?.quality?.[4]).toEqual({ parsed: 625, missing: 195, rejected: 0 });
  });

  it('leaves rejected values empty when asked, counts them and lists their rows', async () => {
    const content = csv('Year,Value\n2001,1\n2002,n/a\n2003,3\n2004,?\n2005,@SUM(1)\n');
    const inspection = await inspect('values.csv', content);
    expect(inspection.columns[1]?.type).toBe('text');
    const asNumber = { columns: { 1: { type: 'number' as const } } };
    // refused by default: the first value that does not fit, by line and column
    const refused = await api.post(
      '/api/datasets',
      api.body(inspection, { name: 'V', ...asNumber }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'datasets.bad_value', line: 3, column: 'Value' });

    const res = await api.post(
      '/api/datasets',
      api.body(inspection, { name: 'Values kept', rejected: 'empty', ...asNumber }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const dataset: Dataset = res.json().dataset;
    expect(dataset.rowCount).toBe(5);
    const rows = await api.rows(dataset.id);
    expect(rows.rows.map((r) => r.c2)).toEqual([1, null, 3, null, null]);
    const [first] = (await versionsOf(dataset.id)).versions;
    expect(first?.quality).toEqual([
      { parsed: 5, missing: 0, rejected: 0 },
      { parsed: 2, missing: 0, rejected: 3 },
    ]);
    const listed = await datasetsClient(t, viewer).get(
      `/api/datasets/${dataset.id}/versions/1/rejected`,
    );
    expect(listed.statusCode).toBe(200);
    // a value a spreadsheet would run as a formula is neutralised
    expect(listed.body).toBe("Row,Year,Value\n2,2002,n/a\n4,2004,?\n5,2005,'@SUM(1)\n");
  });
});

describe('fixing the columns after the import', () => {
  it('adds markers to one column and makes a text column numbers; the chart goes on', async () => {
    const content = csv('Year,ppm,note\n2001,370.1,1\n2002,-9.99,2\n2003,373.2,x\n2004,-9.99,4\n');
    const { dataset } = await api.importFile('fix.csv', content, { name: 'To fix' });
    expect(dataset.columns.map((c) => c.type)).toEqual(['year', 'number', 'text']);
    const chart = await api.post(
      '/api/charts',
      specOf(dataset, { xColumn: 'c1', yColumns: ['c2'], title: 'ppm' }),
    );
    expect(chart.statusCode, chart.body).toBe(200);
    const chartId = chart.json().chart.id;

    const fix = (columns: object[], extra: object = {}) =>
      api.put(`/api/datasets/${dataset.id}/columns`, { columns, ...extra });
    const base = dataset.columns.map(({ key, type, unit, missingMarkers }) => ({
      key,
      type,
      unit,
      missingMarkers,
    }));
    // a unit alone: the catalogue only
    const unit = await fix(base.map((c) => (c.key === 'c2' ? { ...c, unit: 'ppm' } : c)));
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json().dataset.columns[1]).toMatchObject({ unit: 'ppm', missingMarkers: [] });

    // the marker on ppm, and note as numbers: "x" does not fit, refused by line and column
    const wanted = base.map((c) =>
      c.key === 'c2'
        ? { ...c, unit: 'ppm', missingMarkers: ['-9.99'] }
        : c.key === 'c3'
          ? { ...c, type: 'number' }
          : c,
    );
    const refused = await fix(wanted);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'datasets.bad_value', line: 4, column: 'note' });
    expect((await api.rows(dataset.id)).rows[1]).toMatchObject({ c2: -9.99, c3: '2' });

    const fixed = await fix(wanted, { rejected: 'empty' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after: Dataset = fixed.json().dataset;
    expect(after.columns.map((c) => c.type)).toEqual(['year', 'number', 'number']);
    expect(after.version).toBe(1);
    expect((await api.rows(dataset.id)).rows.map((r) => [r.c2, r.c3])).toEqual([
      [370.1, 1],
      [null, 2],
      [373.2, null],
      [null, 4],
    ]);
    const [version] = (await versionsOf(dataset.id)).versions;
    expect(version?.quality).toEqual([
      { parsed: 4, missing: 0, rejected: 0 },
      { parsed: 2, missing: 2, rejected: 0 },
      { parsed: 3, missing: 0, rejected: 1 },
    ]);
    // the chart reads the new table: the missing months are gaps, not -9.99
    const data = await api.get(`/api/charts/${chartId}/data`);
    expect(data.statusCode, data.body).toBe(200);
    const points = data.json().data.series[0].points.map((p: { y: number | null }) => p.y);
    expect(points).not.toContain(-9.99);
    expect(points.filter((y: number | null) => y !== null)).toEqual([370.1, 373.2]);
  });

  it('refuses columns out of order, a viewer, and a version whose file is not kept', async () => {
    const { dataset } = await api.importFile('keep.csv', csv('Year,Value\n2001,1\n2002,2\n'), {
      name: 'Kept or not',
    });
    const columns = dataset.columns.map(({ key, type, unit, missingMarkers }) => ({
      key,
      type,
      unit,
      missingMarkers,
    }));
    const url = `/api/datasets/${dataset.id}/columns`;
    expect((await api.put(url, { columns: [...columns].reverse() })).statusCode).toBe(400);
    expect((await datasetsClient(t, viewer).put(url, { columns })).statusCode).toBe(403);
    await t.database.db.execute(
      sql`delete from dataset_version_sources where dataset_id = ${dataset.id}`,
    );
    const retyped = columns.map((c) => (c.key === 'c2' ? { ...c, type: 'text' } : c));
    const res = await api.put(url, { columns: retyped });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('datasets.source_not_kept');
    expect((await versionsOf(dataset.id)).versions[0]?.hasSource).toBe(false);
  });
});
