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
let editor: TestUser;
const sourcesAs = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: API.co2Sources, headers: user.headers });
const choose = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: API.co2Sources, headers: user.headers, payload });
const summary = async (): Promise<Co2Summary> => {
  const res = await t.app.inject({ method: 'GET', url: API.co2, headers: viewer.headers });
  expect(res.statusCode).toBe(200);
  return res.json().co2;
};

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
  editor = await userWithRole(t, 'editor');
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
      keelingNotes: [],
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

  it('shows emissions by country once an editor chooses the OWID data set for it', async () => {
    const dataset = await t.services.datasets.importCsvText({
      name: 'Annual CO₂ emissions per country',
      // Any slug: the page finds its data sets by the choice, not by a slug.
      slug: 'my-emissions',
      // The file's header and first rows: the columns are found by type and header.
      csv: readFileSync(OWID, 'utf8').split('\n').slice(0, 50).join('\n'),
      licence: 'CC BY 4.0',
      columns: [{}, {}, {}, { unit: 't' }],
    });
    expect((await summary()).emissions).toBeNull();

    const { sources } = (await sourcesAs(editor)).json();
    const emissions = sources.find((s: { role: string }) => s.role === 'emissions');
    expect(emissions).toEqual({
      role: 'emissions',
      dataset: null,
      candidates: [{ id: dataset.id, name: 'Annual CO₂ emissions per country' }],
    });
    const monthly = sources.find((s: { role: string }) => s.role === 'monthly');
    expect(monthly.dataset.name).toBe('Mauna Loa CO₂, monthly mean');
    expect(monthly.candidates.map((c: { id: string }) => c.id)).not.toContain(dataset.id);

    const chosen = await choose(editor, { emissions: dataset.id });
    expect(chosen.statusCode).toBe(200);
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

  it('lists the emitters by latest value, aggregates apart, and defaults to World and the largest countries', async () => {
    const picked =
      /^(World|Asia|Non-OECD \(GCP\)|China|United States|India|Russia|Japan|Afghanistan),/;
    const [header, ...lines] = readFileSync(OWID, 'utf8').trim().split('\n');
    const dataset = await t.services.datasets.importCsvText({
      name: 'Emitters',
      slug: 'emitters',
      csv: [header, ...lines.filter((line) => picked.test(line))].join('\n'),
      licence: 'CC BY 4.0',
      columns: [{}, {}, {}, { unit: 't' }],
    });
    expect((await choose(editor, { emissions: dataset.id })).statusCode).toBe(200);
    const emissions = (await summary()).emissions;
    expect(emissions?.entities.slice(0, 4)).toEqual([
      { name: 'World', code: 'OWID_WRL', aggregate: true, latest: 37791570000, year: '2023-01-01' },
      {
        name: 'Non-OECD (GCP)',
        code: null,
        aggregate: true,
        latest: 25442200000,
        year: '2023-01-01',
      },
      { name: 'Asia', code: null, aggregate: true, latest: 22600220000, year: '2023-01-01' },
      { name: 'China', code: 'CHN', aggregate: false, latest: 11902503000, year: '2023-01-01' },
    ]);
    expect(emissions?.entities.map((e) => e.name).slice(4)).toEqual([
      'United States',
      'India',
      'Russia',
      'Japan',
      'Afghanistan',
    ]);
    expect(emissions?.defaultEntities).toEqual([
      'World',
      'China',
      'United States',
      'India',
      'Russia',
    ]);
  });

  it('refuses a data set without the columns, an unknown one, and a viewer', async () => {
    const growth = await t.services.datasets.getBySlug(CO2_DATASET_SLUGS.growth);
    const emissions = (await sourcesAs(editor)).json().sources[3].dataset.id;
    const unfit = await choose(editor, { emissions: growth.id });
    expectError(unfit, 400, 'common.invalid_request');
    expect(unfit.json().message).toBe(
      '“Mauna Loa CO₂, annual growth rate” lacks the columns the emissions by country need: a text column (the country), a year and a number',
    );
    const unknown = await choose(editor, { monthly: '00000000-0000-4000-8000-000000000000' });
    expectError(unknown, 404, 'datasets.not_found');
    expect((await choose(viewer, { emissions: null })).statusCode).toBe(403);
    expect((await sourcesAs(viewer)).statusCode).toBe(403);
    expect((await summary()).emissions?.datasetId).toBe(emissions);
  });

  it('follows its data sets by id: a new slug keeps the page, a deleted set empties its part', async () => {
    const monthly = await t.services.datasets.getBySlug(CO2_DATASET_SLUGS.monthly);
    const { name, description, licence, citation } = monthly;
    const edit = { name, description, licence, citation, slug: 'mauna-loa-monthly' };
    await t.services.datasets.update(monthly.id, edit);
    expect((await summary()).latest).toEqual({ value: 431.44, date: '2026-06-01' });
    const emissions = (await summary()).emissions?.datasetId ?? '';
    await t.services.datasets.delete(emissions);
    expect((await summary()).emissions).toBeNull();
    expect((await sourcesAs(editor)).json().sources[3].dataset).toBeNull();
  });
});
