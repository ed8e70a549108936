import { API, type ChartData, type ChartSpec, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { testDataFile } from '../datasets/testing';
import { computeChartData } from './chart-data';
import { chartDatasetOf, importCsv, specOf } from './testing';

// Derived series (issue 34 item 3): a ratio of two data sets joined on keys, a moving average
// and a year-on-year change, computed in SQL. The per-capita chart is checked against the ratio
// computed here from the two OWID files.

const COUNTRIES = ['Germany', 'India', 'Brazil'];
const YEARS = ['2000', '2020'];

/** The file's header and the lines of the countries (all their years: the types stay the file's). */
function extract(file: string, countries: readonly string[]) {
  const [header, ...lines] = testDataFile(file).toString('utf8').trim().split('\n');
  return [header, ...lines.filter((line) => countries.includes(line.split(',')[0] ?? ''))];
}

/** The value of a country in a year, read from the file's lines (Entity,Code,Year,value). */
function valueIn(lines: readonly (string | undefined)[], country: string, year: string) {
  const line = lines.find((l) => l?.startsWith(`${country},`) && l.split(',')[2] === year);
  if (!line) throw new Error(`no ${country} ${year}`);
  return Number(line.split(',')[3]);
}

let t: TestApp;
let editor: TestUser;
let emissions: Dataset;
let population: Dataset;
const emissionLines = extract('owid/annual-co2-emissions-per-country.csv', COUNTRIES);
const populationLines = extract('owid/population.csv', COUNTRIES);

const keyOf = (dataset: Dataset, name: string) => {
  const column = dataset.columns.find((c) => c.name === name);
  if (!column) throw new Error(`no ${name}`);
  return column.key;
};

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: editor.headers, payload });

function perCapita(spec: Partial<ChartSpec> = {}): ChartSpec {
  return specOf(emissions, {
    title: 'CO₂ per person',
    type: 'table',
    xColumn: keyOf(emissions, 'Year'),
    yColumns: [keyOf(emissions, 'Annual CO₂ emissions')],
    seriesColumn: keyOf(emissions, 'Entity'),
    seriesValues: COUNTRIES,
    rangeFrom: '2000',
    rangeTo: '2020',
    unit: 't per person',
    derived: {
      kind: 'ratio',
      datasetId: population.id,
      column: keyOf(population, 'Population (historical)'),
      keys: [keyOf(emissions, 'Code'), keyOf(emissions, 'Year')],
    },
    ...spec,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  emissions = await importCsv(t, 'Annual CO₂ emissions', `${emissionLines.join('\n')}\n`);
  population = await importCsv(t, 'Population', `${populationLines.join('\n')}\n`);
});
afterAll(() => t.close());

describe('a ratio of two data sets (per capita)', () => {
  it('equals the ratio computed from the two files, for 3 countries and 2 years', async () => {
    // the files' own types: the emissions' Year is a year, the population's a number (−10000)
    expect(emissions.columns.find((c) => c.name === 'Year')?.type).toBe('year');
    expect(population.columns.find((c) => c.name === 'Year')?.type).toBe('number');
    const saved = await call('POST', API.charts.list, perCapita());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().chart.derived).toMatchObject({ kind: 'ratio', datasetId: population.id });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/charts/${saved.json().chart.id}/data`,
      headers: editor.headers,
    });
    const data: ChartData = answer.json().data;
    expect(data.series.map((s) => s.seriesValue).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      const series = data.series.find((s) => s.seriesValue === country);
      expect(series?.name).toBe(`${country} · Annual CO₂ emissions ÷ Population (historical)`);
      for (const year of YEARS) {
        const byHand =
          valueIn(emissionLines, country, year) / valueIn(populationLines, country, year);
        const point = series?.points.find((p) => String(p.x).startsWith(year));
        expect(point?.y).toBeCloseTo(byHand, 12);
      }
      // every year of the range, each its own ratio
      expect(series?.points).toHaveLength(21);
    }
    // Germany 2020: 648,356,860 t ÷ 83,628,661 people ≈ 7.75 t a person
    expect(data.series.find((s) => s.seriesValue === 'Germany')?.points.at(-1)?.y).toBeCloseTo(
      7.7528,
      3,
    );
    // provenance names both sources, and what was computed
    expect(data.provenance.datasetName).toBe('Annual CO₂ emissions');
    expect(data.derived).toMatchObject({
      kind: 'ratio',
      divisor: 'Population (historical)',
      keys: ['Code', 'Year'],
      provenance: { datasetId: population.id, datasetName: 'Population' },
    });
  });

  it('refuses a second data set without the key columns: 400 naming the column', async () => {
    const noCode = await importCsv(
      t,
      'Population without codes',
      'Entity,Year,People\nGermany,2000,5\n',
    );
    const answer = await call(
      'POST',
      API.charts.preview,
      perCapita({
        derived: {
          kind: 'ratio',
          datasetId: noCode.id,
          column: keyOf(noCode, 'People'),
          keys: [keyOf(emissions, 'Code'), keyOf(emissions, 'Year')],
        },
      }),
    );
    expectError(answer, 400, 'charts.bad_spec');
    expect(answer.json().message).toBe(
      'derived.keys: the data set “Population without codes” has no column “Code”: a ratio joins on columns of the same names in both data sets (Code, Year)',
    );
    // a text column to divide by, and a data set that is not there
    expectError(
      await call(
        'POST',
        API.charts.list,
        perCapita({
          derived: {
            kind: 'ratio',
            datasetId: population.id,
            column: keyOf(population, 'Entity'),
            keys: [keyOf(emissions, 'Code')],
          },
        }),
      ),
      400,
      'charts.bad_spec',
    );
    const gone = await call(
      'POST',
      API.charts.list,
      perCapita({
        derived: {
          kind: 'ratio',
          datasetId: '00000000-0000-4000-8000-000000000000',
          column: 'c4',
          keys: ['c2'],
        },
      }),
    );
    expectError(gone, 400, 'charts.bad_spec');
    expect(gone.json().message).toContain('derived.datasetId');
    // a pie cannot draw one
    expectError(
      await call('POST', API.charts.preview, perCapita({ type: 'pie' })),
      400,
      'charts.bad_spec',
    );
  });

  it('lists a chart dividing by a data set among its dependents; its delete takes it', async () => {
    const divisor = await importCsv(t, 'Population 2', `${populationLines.join('\n')}\n`);
    const spec = perCapita({
      derived: {
        kind: 'ratio',
        datasetId: divisor.id,
        column: keyOf(divisor, 'Population (historical)'),
        keys: [keyOf(emissions, 'Code'), keyOf(emissions, 'Year')],
      },
    });
    const chart = (await call('POST', API.charts.list, spec)).json().chart;
    const dependents = await t.app.inject({
      method: 'GET',
      url: `/api/datasets/${divisor.id}/dependents`,
      headers: editor.headers,
    });
    expect(dependents.json().dependents.charts).toEqual([{ id: chart.id, title: chart.title }]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/datasets/${divisor.id}?withDependents=true`,
      headers: editor.headers,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/charts/${chart.id}`,
      headers: editor.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('a moving average and a year-on-year change', () => {
  // monthly values: 2020-01…2022-12, the value the month's index (0…35)
  const months = Array.from({ length: 36 }, (_, i) => {
    const month = `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    return `${month},${i}`;
  });
  let monthly: Dataset;
  beforeAll(async () => {
    monthly = await importCsv(t, 'Monthly', `month,value\n${months.join('\n')}\n`);
  });

  it('averages the window in SQL, empty until it is full, with the points before a range', async () => {
    const data = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      specOf(monthly, { derived: { kind: 'movingAverage', window: 3 } }),
    );
    const [series] = data.series;
    expect(series?.points.slice(0, 4)).toEqual([
      { x: '2020-01-01', y: null },
      { x: '2020-02-01', y: null },
      { x: '2020-03-01', y: 1 },
      { x: '2020-04-01', y: 2 },
    ]);
    expect(data.derived).toEqual({ kind: 'movingAverage', window: 3 });
    // a range starting in 2021: its first point still averages December and November before it
    const ranged = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      specOf(monthly, { rangeFrom: '2021', derived: { kind: 'movingAverage', window: 3 } }),
    );
    expect(ranged.series[0]?.points[0]).toEqual({ x: '2021-01-01', y: 11 });
    // over the annual means (the grain first, then the average of 2 years)
    const annual = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      specOf(monthly, {
        aggregation: 'avg',
        grain: 'year',
        derived: { kind: 'movingAverage', window: 2 },
      }),
    );
    expect(annual.series[0]?.points).toEqual([
      { x: '2020-01-01', y: null },
      { x: '2021-01-01', y: (5.5 + 17.5) / 2 },
      { x: '2022-01-01', y: (17.5 + 29.5) / 2 },
    ]);
  });

  it('takes the change on the same month a year earlier, in the unit or in percent', async () => {
    const spec = (change: 'difference' | 'percent') =>
      specOf(monthly, { rangeFrom: '2021-01', derived: { kind: 'yearOnYear', change } });
    const difference = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      spec('difference'),
    );
    // every month of 2021 and 2022 is 12 more than a year before
    expect(difference.series[0]?.points).toHaveLength(24);
    expect(difference.series[0]?.points.every((p) => p.y === 12)).toBe(true);
    const percent = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      spec('percent'),
    );
    // March 2021 (14) on March 2020 (2): +600 %; a first year has none
    expect(percent.series[0]?.points.find((p) => p.x === '2021-03-01')?.y).toBeCloseTo(600, 9);
    const whole = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, monthly),
      specOf(monthly, { derived: { kind: 'yearOnYear', change: 'difference' } }),
    );
    expect(whole.series[0]?.points[0]).toEqual({ x: '2020-01-01', y: null });
    // on a number x: no year to go back to
    const numbers = await importCsv(t, 'Numbers', 'i,v\n1,2\n2,3\n');
    const refused = await call(
      'POST',
      API.charts.preview,
      specOf(numbers, { derived: { kind: 'yearOnYear', change: 'difference' } }),
    );
    expectError(refused, 400, 'charts.bad_spec');
    expect(refused.json().message).toContain('needs a date, month or year x column');
  });

  it('keeps the derived series through a large table’s buckets and a KPI’s last points', async () => {
    const dataset = await chartDatasetOf(t, monthly);
    const spec = specOf(monthly, { derived: { kind: 'movingAverage', window: 3 } });
    const bucketed = await computeChartData(t.database.db, dataset, spec, { largeTableRows: 0 });
    expect(bucketed.series[0]?.points.at(-1)).toEqual({ x: '2022-12-01', y: 34 });
    const kpi = await computeChartData(t.database.db, dataset, { ...spec, type: 'kpi' });
    expect(kpi.series[0]?.points.at(-1)).toEqual({ x: '2022-12-01', y: 34 });
    expect(kpi.series[0]?.points).toHaveLength(25);
  });
});
