import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, CO2_DATASET_SLUGS, type Co2Summary } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { seedCo2 } from '../../seed/co2';
import { type TestUser, userWithRole } from '../blog/testing';
import { TEST_DATA } from '../datasets/testing';

const NOAA = path.join(TEST_DATA, 'noaa-co2-ppm');
const OWID = path.join(TEST_DATA, 'owid/annual-co2-emissions-per-country.csv');

/** `month → average` of the NOAA monthly file, read here to check the API against. */
function monthlyFromFile(): Map<string, number> {
  const lines = readFileSync(`${NOAA}/co2-mm-mlo.fixed.csv`, 'utf8').trim().split('\n').slice(1);
  return new Map(lines.map((l) => l.split(',')).map((f) => [`${f[0]}-01`, Number(f[2])]));
}

let t: TestApp;
let viewer: TestUser;
const summary = async (): Promise<Co2Summary> => {
  const res = await t.app.inject({ method: 'GET', url: API.co2, headers: viewer.headers });
  expect(res.statusCode).toBe(200);
  return res.json().co2;
};

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

describe('GET /api/dashboard/co2', () => {
  it('answers 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: API.co2 }), 401, 'auth.unauthorized');
  });

  it('answers null figures when the data sets are missing', async () => {
    expect(await summary()).toEqual({
      latest: null,
      changeOneYear: null,
      changeTenYears: null,
      growthRate: null,
      annualMean: null,
      keelingCurve: [],
      emissions: null,
      sources: [],
    });
  });

  it('computes the figures from the seeded NOAA data sets', async () => {
    const admin = await userWithRole(t, 'admin');
    await seedCo2(t.database, t.config, admin);
    const co2 = await summary();
    const file = monthlyFromFile();
    const round2 = (n: number) => Math.round(n * 100) / 100;
    expect(co2.latest).toEqual({ value: 431.44, date: '2026-06-01' });
    expect(co2.changeOneYear).toEqual({
      value: round2(431.44 - (file.get('2025-06-01') ?? Number.NaN)),
      from: '2025-06-01',
      to: '2026-06-01',
    });
    expect(co2.changeTenYears).toEqual({
      value: round2(431.44 - (file.get('2016-06-01') ?? Number.NaN)),
      from: '2016-06-01',
      to: '2026-06-01',
    });
    expect(co2.annualMean).toEqual({ value: 427.35, date: '2025-01-01' });
    expect(co2.growthRate).toEqual({ value: 2.23, date: '2025-01-01' });
    expect(co2.keelingCurve).toHaveLength(820);
    expect(co2.keelingCurve[0]).toEqual({ date: '1958-03-01', average: 315.71, trend: 314.44 });
    expect(co2.keelingCurve.at(-1)).toEqual({ date: '2026-06-01', average: 431.44, trend: 429.06 });
    expect(co2.emissions).toBeNull();
    expect(co2.sources.map((s) => s.sourceUrl)).toEqual([
      'https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_mm_mlo.csv',
      'https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_annmean_mlo.csv',
      'https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_gr_mlo.csv',
    ]);
    for (const source of co2.sources) {
      expect(source.citation).toContain('Dr. Pieter Tans, NOAA/GML');
      expect(source.citation).toContain('Dr. Ralph Keeling, Scripps Institution of Oceanography');
      expect(source.licence).toContain('ODC-PDDL-1.0');
    }
  });

  it('names the emissions columns once the OWID data set is imported', async () => {
    const dataset = await t.services.datasets.importCsvText({
      name: 'Annual CO₂ emissions per country',
      slug: CO2_DATASET_SLUGS.emissions,
      // The file's header and first rows: the columns are found by type and header.
      csv: readFileSync(OWID, 'utf8').split('\n').slice(0, 50).join('\n'),
      licence: 'CC BY 4.0',
      columns: [{}, {}, {}, { unit: 't' }],
    });
    const co2 = await summary();
    expect(co2.emissions).toMatchObject({
      datasetId: dataset.id,
      entityColumn: 'c1',
      yearColumn: 'c3',
      valueColumn: 'c4',
      unit: 't',
      provenance: { datasetId: dataset.id, licence: 'CC BY 4.0' },
    });
    expect(co2.sources).toHaveLength(4);
  });
});
