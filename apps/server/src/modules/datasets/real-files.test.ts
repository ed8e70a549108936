import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { countNulls } from './rows-query';
import { datasetsClient, testDataFile } from './testing';

// Each real file of test-data imported through the API: row counts and known values.

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let api: ReturnType<typeof datasetsClient>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-datasets-'));
  t = await buildTestApp({ dataDir });
  editor = await userWithRole(t, 'editor');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('NOAA Mauna Loa monthly (co2-mm-mlo.fixed.csv)', () => {
  it('imports 820 months with the missing markers as NULL', async () => {
    const { inspection, dataset } = await api.importFile(
      'co2-mm-mlo.fixed.csv',
      testDataFile('noaa-co2-ppm/co2-mm-mlo.fixed.csv'),
      { name: 'Mauna Loa monthly CO₂', markers: ['-1', '-9.99', '-0.99'] },
    );
    expect(inspection.rowCount).toBe(820);
    expect(inspection.columns.map((c) => c.type)).toEqual([
      'month',
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
    ]);
    expect(inspection.sample[0]).toEqual([
      '1958-03',
      '1958.2027',
      '315.71',
      '314.44',
      '-01',
      '-9.99',
      '-0.99',
    ]);
    expect(dataset).toMatchObject({
      slug: 'mauna-loa-monthly-co2',
      rowCount: 820,
      source: 'upload',
      missingMarkers: ['-1', '-9.99', '-0.99'],
    });

    const latest = await api.rows(dataset.id, '?sort=c1&order=desc&size=1');
    expect(latest.total).toBe(820);
    expect(latest.rows[0]).toMatchObject({ c1: '2026-06-01', c3: 431.44, c5: 19 });
    const first = await api.rows(dataset.id, '?size=1');
    expect(first.rows[0]).toMatchObject({ c1: '1958-03-01', c5: null, c6: null, c7: null });

    const table = await t.services.datasets.tableOf(dataset);
    const nulls = await countNulls(t.database.db, { table: table.name, columns: table.columns });
    expect(nulls).toMatchObject({ c3: 0, c5: 195, c6: 196, c7: 194 });
  });
});

describe('NOAA Mauna Loa monthly, raw (co2-mm-mlo.csv: 6 header names, 7 fields a row)', () => {
  const raw = testDataFile('noaa-co2-ppm/co2-mm-mlo.csv');

  it('is refused with both counts until the extra field is named', async () => {
    const res = await api.upload('co2-mm-mlo.csv', raw);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'datasets.malformed_csv',
      message: 'Line 2: expected 6 fields, found 7',
      line: 2,
      expected: 6,
      found: 7,
    });
  });

  it('imports 820 months once the seventh column is named at inspect', async () => {
    const { inspection, dataset } = await api.importFile('co2-mm-mlo.csv', raw, {
      name: 'Mauna Loa monthly, raw',
      markers: ['-1', '-9.99', '-0.99'],
      extraColumns: ['Uncertainty'],
    });
    expect(inspection.columns.map((c) => c.name)).toEqual([
      'Date',
      'Decimal Date',
      'Average',
      'Interpolated',
      'Trend',
      'Number of Days',
      'Uncertainty',
    ]);
    expect(inspection.sample[0]?.[6]).toBe('-0.99');
    expect(dataset.rowCount).toBe(820);
    const latest = await api.rows(dataset.id, '?sort=c1&order=desc&size=1');
    expect(latest.rows[0]).toMatchObject({ c1: '2026-06-01', c3: 431.44, c7: 0.15 });
  });

  it('names the line of a row without the extra field, and refuses a bad name list', async () => {
    const lines = raw.toString().split('\n');
    lines[5] = lines[5]?.split(',').slice(0, 6).join(',') ?? '';
    const broken = Buffer.from(lines.join('\n'));
    const res = await api.upload('broken.csv', broken, {
      extraColumns: JSON.stringify(['Uncertainty']),
    });
    expect(res.json()).toMatchObject({
      code: 'datasets.malformed_csv',
      message: 'Line 6: expected 7 fields, found 6',
    });
    const bad = await api.upload('co2-mm-mlo.csv', raw, { extraColumns: '{"a":1}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.invalid_request');
  });
});

describe('NOAA annual files', () => {
  it('reads `Year` as a year: the 2025 annual mean is 427.35 ppm', async () => {
    const { dataset } = await api.importFile(
      'co2-annmean-mlo.csv',
      testDataFile('noaa-co2-ppm/co2-annmean-mlo.csv'),
      { name: 'Mauna Loa annual mean' },
    );
    expect(dataset.columns.map((c) => [c.name, c.type])).toEqual([
      ['Year', 'year'],
      ['Mean', 'number'],
      ['Uncertainty', 'number'],
    ]);
    expect(dataset.rowCount).toBe(67);
    const latest = await api.rows(dataset.id, '?sort=c1&order=desc&size=2');
    expect(latest.rows).toEqual([
      { c1: '2025-01-01', c2: 427.35, c3: 0.12 },
      { c1: '2024-01-01', c2: expect.any(Number), c3: expect.any(Number) },
    ]);
  });

  it('skips the blank line after the header of co2-gr-mlo.csv', async () => {
    const { dataset } = await api.importFile(
      'co2-gr-mlo.csv',
      testDataFile('noaa-co2-ppm/co2-gr-mlo.csv'),
      { name: 'Mauna Loa growth rate' },
    );
    expect(dataset.rowCount).toBe(67);
    const first = await api.rows(dataset.id, '?size=1');
    expect(first.rows[0]).toEqual({ c1: '1959-01-01', c2: 0.94, c3: 0.11 });
  });
});

describe('Our World in Data', () => {
  it('imports the emissions per country with `₂` in the header', async () => {
    const { dataset } = await api.importFile(
      'annual-co2-emissions-per-country.csv',
      testDataFile('owid/annual-co2-emissions-per-country.csv'),
      { name: 'Annual CO₂ emissions', columns: { 3: { unit: 't' } } },
    );
    expect(dataset.rowCount).toBe(29_137);
    expect(dataset.columns).toEqual([
      { key: 'c1', name: 'Entity', type: 'text', unit: null, missingMarkers: [] },
      { key: 'c2', name: 'Code', type: 'text', unit: null, missingMarkers: [] },
      { key: 'c3', name: 'Year', type: 'year', unit: null, missingMarkers: [] },
      { key: 'c4', name: 'Annual CO₂ emissions', type: 'number', unit: 't', missingMarkers: [] },
    ]);
    const top = await api.rows(dataset.id, '?sort=c4&order=desc&size=1');
    expect(top.rows[0]).toEqual({
      c1: 'World',
      c2: 'OWID_WRL',
      c3: '2023-01-01',
      c4: 37_791_570_000,
    });

    const values = await api.get(`/api/datasets/${dataset.id}/values?column=c1&search=afgh`);
    expect(values.json()).toEqual({ values: [{ value: 'Afghanistan', rows: 75 }] });
    const all = await api.get(`/api/datasets/${dataset.id}/values?column=c1`);
    expect(all.json().values).toHaveLength(200);
  });

  it('imports the 38-column file with its empty cells', async () => {
    const { dataset } = await api.importFile(
      'owid-co2-data_2020-12-09.csv',
      testDataFile('owid/owid-co2-data_2020-12-09.csv'),
      { name: 'OWID CO₂ data 2020' },
    );
    expect(dataset.rowCount).toBe(24_016);
    expect(dataset.columns).toHaveLength(38);
    expect(dataset.columns.slice(0, 4).map((c) => c.type)).toEqual([
      'text',
      'text',
      'year',
      'number',
    ]);
    const first = await api.rows(dataset.id, '?size=1');
    expect(first.rows[0]).toMatchObject({
      c1: 'AFG',
      c2: 'Afghanistan',
      c3: '1949-01-01',
      c4: 0.015,
      c5: null,
    });
    const table = await t.services.datasets.tableOf(dataset.id);
    const nulls = await countNulls(t.database.db, { table: table.name, columns: table.columns });
    expect(nulls.c4).toBe(644);
  });

  it('reads negative years of the population file as numbers', async () => {
    const { dataset } = await api.importFile(
      'population.csv',
      testDataFile('owid/population.csv'),
      {
        name: 'Population',
      },
    );
    expect(dataset.rowCount).toBe(59_177);
    expect(dataset.columns[2]).toMatchObject({ name: 'Year', type: 'number' });
    const oldest = await api.rows(dataset.id, '?sort=c3&size=1');
    expect(oldest.rows[0]).toMatchObject({ c1: 'Afghanistan', c3: -10_000, c4: 14_737 });
    const largest = await api.rows(dataset.id, '?sort=c4&order=desc&size=1');
    expect(largest.rows[0]).toEqual({ c1: 'World', c2: 'OWID_WRL', c3: 2023, c4: 8_091_734_853 });
  });
});
