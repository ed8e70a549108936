import type { Dataset } from '@keeling/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { figure, importAsDemo, testDataText, texts } from '../support/data';
import { chartCsvParts, downloaded } from '../support/download';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// A reader downloads the CSV of OWID's population drawn as one line of 59,177 points: the chart
// shows a few hundred of them (reduced in SQL, then LTTB), the CSV holds the full data the server streams, every row of the
// reader's range (the last 10 years), and says so; the points drawn are a second download.
const suite = startSuite();

const TITLE = 'Population of every country and region';
const en = texts('en', 'data');
const [header = '', ...lines] = testDataText('owid/population.csv').trim().split('\n');
const yearOf = (line: string) => Number(line.split(',')[2]);
const LAST = Math.max(...lines.map(yearOf));

beforeAll(async () => {
  const dataset = (await importAsDemo(suite.server.url, {
    name: 'population.csv',
    csv: `${header}\n${lines.join('\n')}\n`,
    title: 'Population (OWID)',
  })) as Dataset;
  const api = await demoApi(suite.server.url);
  const { dataset: read } = (await api.get(`/api/datasets/${dataset.id}`)) as { dataset: Dataset };
  const key = (name: string) => read.columns.find((column) => column.name === name)?.key ?? '';
  const { chart } = await api.post('/api/charts', {
    datasetId: read.id,
    title: TITLE,
    type: 'line',
    xColumn: key('Year'),
    yColumns: [key('Population (historical)')],
    seriesColumn: null,
    seriesValues: [],
    aggregation: 'none',
    grain: 'none',
    rangeFrom: null,
    rangeTo: null,
    unit: 'people',
  });
  await api.post('/api/dashboards', {
    slug: 'population',
    title: 'Population',
    description: '',
    items: [{ chartId: chart.id, width: 12, height: 'medium' }],
  });
});

describe('the full CSV of a downsampled chart', () => {
  it('holds every row of the reader’s range, not the points drawn', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/project/population');
    const chart = figure(page, TITLE);
    // the chart says it draws a few of the file's points (the large table's buckets, then LTTB)
    await chart
      .getByText(new RegExp(`^[\\d,]+ of ${lines.length.toLocaleString('en')} points \\(LTTB\\)$`))
      .waitFor();
    await chart.getByRole('button', { name: '10 years' }).click();
    await page.waitForURL((url) => [...url.searchParams.values()].includes('10y'));

    await chart.getByRole('button', { name: `Actions for ${TITLE}` }).click();
    const file = await downloaded(page, () =>
      page.getByRole('menuitem', { name: en.chart.downloadCsv }).click(),
    );
    const { provenance, table } = chartCsvParts(file.bytes.toString('utf8'));
    const [head, ...rows] = table;
    expect(head).toEqual(['Year', 'Population (historical) (people)']);
    // every line of the file in the last 10 years, in year order (then the file's order)
    const expected = lines
      .filter((line) => yearOf(line) > LAST - 10)
      .sort((a, b) => yearOf(a) - yearOf(b))
      .map((line) => [String(yearOf(line)), line.split(',')[3]]);
    expect(expected.length).toBeGreaterThan(2000);
    expect(rows).toEqual(expected);
    // and it says so, with the range and the rows
    const said = en.chart.csvFullRange_other
      .replace('{{from}}', String(LAST - 9))
      .replace('{{to}}', String(LAST))
      .replace('{{count}}', String(expected.length));
    expect(provenance).toContainEqual([`# ${en.chart.csvProvenance.data}`, said]);

    // the points drawn: a download of their own, which says they were reduced
    await chart.getByRole('button', { name: `Actions for ${TITLE}` }).click();
    const drawn = await downloaded(page, () =>
      page.getByRole('menuitem', { name: en.chart.downloadPointsCsv }).click(),
    );
    const points = chartCsvParts(drawn.bytes.toString('utf8'));
    expect(points.table.length - 1).toBeLessThanOrEqual(2000);
    expect(points.provenance.map(([name]) => name)).toContain(`# ${en.chart.csvProvenance.points}`);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
