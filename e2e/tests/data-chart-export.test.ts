import type { ChartData, Dashboard, Dataset } from '@keeling/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { figure, importAsDemo, scrollThrough, texts } from '../support/data';
import {
  chartCsvParts,
  downloaded,
  isFocused,
  pixelsOfColour,
  pngSize,
  tabTo,
} from '../support/download';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// A reader (a new account: a viewer) exports a chart with the keyboard only: Tab to the chart's
// actions, Enter or Space to open them, the arrows and Enter to choose. The PNG is a real image of
// the drawing; the CSV is the chart's full data as the API streams it, with every text cell a
// spreadsheet would run as a formula made inert (a leading ') and the numbers as they are.
const suite = startSuite();

const ANNUAL = 'Annual mean CO₂ at Mauna Loa';
const en = texts('en', 'data');
const ar = texts('ar', 'data');
const actionsLabel = (language: typeof en, title: string) =>
  (language.chart.actions as string).replace('{{title}}', title);

/** The provenance lines a chart's CSV must start with: the API's values, in the language's words. */
function provenanceLines(language: typeof en, provenance: ChartData['provenance']) {
  const label = language.chart.csvProvenance;
  return (
    [
      [label.source, provenance.datasetName],
      [label.address, provenance.sourceUrl],
      [label.licence, provenance.licence],
      [label.citation, provenance.citation],
      [label.imported, provenance.importedAt],
    ] as const
  )
    .filter(([, value]) => Boolean(value))
    .map(([name, value]) => [`# ${name}`, value]);
}

/** A chart's data as the API serves it (what the CSV must hold). */
async function chartData(chartId: string): Promise<ChartData> {
  const api = await demoApi(suite.server.url);
  return (await api.get(`/api/charts/${chartId}/data`)).data;
}

/** The drawing of a chart (MUI X's surface), not its icons or legend marks. */
const drawing = (chart: Locator) => chart.locator('svg.MuiChartsSvgLayer-root').first();

/** Opens a chart's actions with a key and waits for its menu. */
async function openActions(page: Page, key: 'Enter' | ' ') {
  await page.keyboard.press(key);
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

describe('exporting a chart with the keyboard', () => {
  it('downloads the PNG of the drawing and the CSV of the API’s data', async () => {
    const api = await demoApi(suite.server.url);
    const { dashboard } = (await api.get('/api/dashboards/by-slug/Co2')) as {
      dashboard: Dashboard;
    };
    const chart = dashboard.charts.find((item) => item.title === ANNUAL);
    if (!chart) throw new Error(`no “${ANNUAL}” on the CO2 dashboard`);
    const data = await chartData(chart.id);
    expect(data.series).toHaveLength(1);

    const { page, context, pageErrors, foreignRequests } = await openSignedIn(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/dashboard/project/Co2');
    const shown = figure(page, ANNUAL);
    // a chart below the fold draws as it comes near the viewport: the reader scrolls to it
    await page.getByText('Annual means', { exact: true }).waitFor();
    await scrollThrough(page);
    await expect.poll(() => shown.locator('.MuiBarChart-element').count()).toBeGreaterThan(60);
    await page.evaluate(() => window.scrollTo(0, 0));

    // from the top of the page, Tab only, to the chart's actions; Enter opens them on the first
    const actions = shown.getByRole('button', { name: actionsLabel(en, ANNUAL) });
    await tabTo(page, actions);
    const menu = await openActions(page, 'Enter');
    const png = menu.getByRole('menuitem', { name: en.chart.downloadPng });
    await expect.poll(() => isFocused(png)).toBe(true);
    const image = await downloaded(page, () => page.keyboard.press('Enter'));
    expect(image.name).toBe('annual-mean-co2-at-mauna-loa.png');
    const size = pngSize(image.bytes);
    const box = await drawing(shown).boundingBox();
    if (!size || !box) throw new Error('not a PNG, or no drawing');
    // at 2×: the drawing's width with a margin each side; its height with the title and the
    // source, licence and citation
    expect(size.width).toBeGreaterThanOrEqual(2 * Math.floor(box.width));
    expect(size.width).toBeLessThan(2 * (box.width + 100));
    expect(size.height).toBeGreaterThan(2 * (box.height + 40 + 3 * 22));
    expect(size.width).toBeGreaterThan(600);
    // the bars themselves are in the image, in their colour
    const barColour = await shown
      .locator('.MuiBarChart-element')
      .first()
      .evaluate((bar) => getComputedStyle(bar).fill);
    expect(await pixelsOfColour(page, image.bytes, barColour)).toBeGreaterThan(1000);

    // the menu gave the focus back: Space opens it again, ArrowDown, Enter: the SVG, a document
    // with the drawing, its title and where the data comes from
    await expect.poll(() => isFocused(actions)).toBe(true);
    await openActions(page, ' ');
    await page.keyboard.press('ArrowDown');
    const vector = await downloaded(page, () => page.keyboard.press('Enter'));
    expect(vector.name).toBe('annual-mean-co2-at-mauna-loa.svg');
    const markup = vector.bytes.toString('utf8').replace(/^\uFEFF/, '');
    expect(markup.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(markup).toContain(`>${ANNUAL}</text>`);
    expect(markup).toContain('MuiBarChart');
    const escaped = (text: string) =>
      text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
    const words = (text: string) => escaped(text).split(/\s+/).slice(0, 3).join(' ');
    expect(markup).toContain(words(data.provenance.licence));
    expect(markup).toContain(words(data.provenance.citation));

    // End (the last item): the CSV
    await expect.poll(() => isFocused(actions)).toBe(true);
    const again = await openActions(page, ' ');
    await page.keyboard.press('End');
    await expect
      .poll(() => isFocused(again.getByRole('menuitem', { name: en.chart.downloadCsv })))
      .toBe(true);
    const file = await downloaded(page, () => page.keyboard.press('Enter'));
    expect(file.name).toBe('annual-mean-co2-at-mauna-loa.csv');
    const { provenance, table } = chartCsvParts(file.bytes.toString('utf8'));
    const [header, ...rows] = table;
    // first where the data comes from, as the catalogue has it (NOAA's, with its address), then
    // that the file holds the chart's full data (the server's, every row), and how many rows
    expect(provenance).toEqual([
      ...provenanceLines(en, data.provenance),
      [
        `# ${en.chart.csvProvenance.data}`,
        en.chart.csvFull_other.replace('{{count}}', String(rows.length)),
      ],
    ]);
    expect(provenance.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        `# ${en.chart.csvProvenance.source}`,
        `# ${en.chart.csvProvenance.address}`,
      ]),
    );
    const [series] = data.series;
    // the x column under its own name, the unit in the series' header, years as years
    expect(data.xType).toBe('year');
    expect(header).toEqual([data.xName, `${series?.name}${chart.unit ? ` (${chart.unit})` : ''}`]);
    const points = [...(series?.points ?? [])].sort((a, b) =>
      String(a.x).localeCompare(String(b.x)),
    );
    expect(rows).toEqual(
      points.map((point) => [String(point.x).slice(0, 4), String(point.y ?? '')]),
    );
    expect(rows[0]?.[0]).toMatch(/^\d{4}$/);
    expect(rows.length).toBeGreaterThan(60);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

const CURVE = 'The Keeling curve';

describe('reading a chart with the keyboard', () => {
  it('reaches the legend and the drawing by Tab, reads points by the arrows, toggles a series', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/project/Co2');
    const curve = figure(page, CURVE).first();
    // a hidden series' line stays in the drawing, faded out
    const lines = () =>
      curve
        .locator('.MuiLineChart-line')
        .evaluateAll((all) => all.filter((line) => getComputedStyle(line).opacity !== '0').length);
    await expect.poll(lines).toBe(2);

    // the legend's items are buttons on the way: Tab from the top of the page reaches them
    const monthly = curve.getByRole('button', { name: en.co2.average, exact: true });
    const trend = curve.getByRole('button', { name: en.co2.trend, exact: true });
    await tabTo(page, monthly);
    await page.keyboard.press('Tab');
    expect(await isFocused(trend)).toBe(true);
    // then the drawing itself; the arrows walk its points, each said and shown in a tooltip
    await page.keyboard.press('Tab');
    expect(await curve.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    const said = () =>
      page.evaluate(() => {
        const by = document.activeElement?.getAttribute('aria-labelledby');
        return (by && document.getElementById(by)?.textContent) || '';
      });
    await expect
      .poll(said)
      .toMatch(new RegExp(`^\\w+ 1958; ${en.co2.average}; 3\\d\\d\\.\\d+ ppm$`));
    const first = await said();
    await page.keyboard.press('ArrowRight');
    await expect.poll(said).not.toBe(first);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain(en.co2.average);
    expect(await tooltip.textContent()).toContain('ppm');

    // a legend item hides its series and shows it again, by Space and by a click
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(trend)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(lines).toBe(1);
    expect(await trend.getAttribute('class')).toContain('MuiChartsLegend-hidden');
    expect(await monthly.getAttribute('class')).not.toContain('MuiChartsLegend-hidden');
    await monthly.click();
    await expect.poll(lines).toBe(0);
    await trend.click();
    await monthly.click();
    await expect.poll(lines).toBe(2);
    expect(await trend.getAttribute('class')).not.toContain('MuiChartsLegend-hidden');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// Cells a spreadsheet would run: =, +, - and @ first. Negative numbers are numbers, not formulas.
const FORMULAS_CSV = [
  'label,amount,offset',
  '"=HYPERLINK(""http://evil.example/"",""Open"")",3,-3',
  '+SUM(1;2),-4.5,-2',
  '@cmd,7,-1',
  '-minus,-2,0',
  'plain,0.25,1.5',
].join('\n');
const BY_LABEL = 'Amounts by label';
const BY_OFFSET = 'Amounts by offset';

describe('a table chart’s CSV against formula injection (Arabic, right to left)', () => {
  beforeAll(async () => {
    const dataset = await importAsDemo(suite.server.url, {
      name: 'formulas.csv',
      csv: `${FORMULAS_CSV}\n`,
      title: 'Formula-like labels',
    });
    const api = await demoApi(suite.server.url);
    const { dataset: read } = (await api.get(`/api/datasets/${dataset.id}`)) as {
      dataset: Dataset;
    };
    const key = (name: string) => read.columns.find((column) => column.name === name)?.key ?? '';
    expect(read.columns.map((column) => column.type)).toEqual(['text', 'number', 'number']);
    // the spec in full (the server tests' specOf brings server types the e2e check cannot read)
    const table = (title: string, xColumn: string) =>
      api.post('/api/charts', {
        datasetId: read.id,
        title,
        type: 'table',
        xColumn,
        yColumns: [key('amount')],
        seriesColumn: null,
        seriesValues: [],
        aggregation: 'none',
        grain: 'none',
        rangeFrom: null,
        rangeTo: null,
        unit: '',
      });
    const byLabel = (await table(BY_LABEL, key('label'))).chart;
    const byOffset = (await table(BY_OFFSET, key('offset'))).chart;
    await api.post('/api/dashboards', {
      slug: 'formulas',
      title: 'Formulas',
      description: '',
      items: [
        { chartId: byLabel.id, width: 6, height: 'medium' },
        { chartId: byOffset.id, width: 6, height: 'medium' },
      ],
    });
  });

  it('quotes the formula-like labels, keeps the negative numbers, from a menu inside the page', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      settings: { themeDirection: 'rtl' },
      language: 'ar',
    });
    await page.goto('/dashboard/project/formulas');
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    const byLabel = figure(page, BY_LABEL);
    // the grid shows the labels as they are: only the file is made inert
    await byLabel
      .getByRole('gridcell', { name: '=HYPERLINK("http://evil.example/","Open")' })
      .waitFor();

    const actions = byLabel.getByRole('button', { name: actionsLabel(ar, BY_LABEL) });
    await tabTo(page, actions);
    // (measured before the menu opens: a menu hides the rest of the page from the tree)
    const buttonBox = await actions.boundingBox();
    const menu = await openActions(page, 'Enter');
    // a table has no image to export: its PNG item is disabled, the focus on the CSV
    expect(
      await menu
        .getByRole('menuitem', { name: ar.chart.downloadPng })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    const csvItem = menu.getByRole('menuitem', { name: ar.chart.downloadCsv });
    await expect.poll(() => isFocused(csvItem)).toBe(true);
    // right to left, the menu stays in the window, at its button
    const menuBox = await menu.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(menuBox && buttonBox).toBeTruthy();
    if (menuBox && buttonBox) {
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      expect(Math.abs(menuBox.y - (buttonBox.y + buttonBox.height))).toBeLessThan(60);
    }
    const file = await downloaded(page, () => page.keyboard.press('Enter'));
    const { provenance, table } = chartCsvParts(file.bytes.toString('utf8'));
    // the source in Arabic words: an uploaded file has a name and an import date, no address
    expect(provenance.map(([name]) => name)).toEqual([
      `# ${ar.chart.csvProvenance.source}`,
      `# ${ar.chart.csvProvenance.imported}`,
      `# ${ar.chart.csvProvenance.data}`,
    ]);
    const [header, ...rows] = table;
    expect(header).toEqual(['label', 'amount']);
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        [`'=HYPERLINK("http://evil.example/","Open")`, '3'],
        [`'+SUM(1;2)`, '-4.5'],
        [`'@cmd`, '7'],
        [`'-minus`, '-2'],
        ['plain', '0.25'],
      ]),
    );

    // numbers on the x axis, negative ones too, are written as numbers
    const byOffset = figure(page, BY_OFFSET);
    const offsetActions = byOffset.getByRole('button', { name: actionsLabel(ar, BY_OFFSET) });
    await tabTo(page, offsetActions);
    await openActions(page, ' ');
    const numbers = await downloaded(page, () => page.keyboard.press('Enter'));
    expect(chartCsvParts(numbers.bytes.toString('utf8')).table).toEqual([
      ['offset', 'amount'],
      ['-3', '3'],
      ['-2', '-4.5'],
      ['-1', '7'],
      ['0', '-2'],
      ['1.5', '0.25'],
    ]);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
