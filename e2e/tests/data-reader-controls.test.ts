import type { ChartData, Dashboard } from '@keeling/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseCo2Source, figure, importAsDemo, testDataText } from '../support/data';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// A reader's view of the emissions chart (time range, measure, scale) lives in the address: set
// by clicks, copied, and opened in a fresh browser context, it shows the same view. Before any
// pick, the chart shows World and the largest countries by latest value, not the aggregates.
const suite = startSuite();

const TITLE = 'Annual CO2 emissions by country';
const ENTITIES = ['World', 'Asia', 'China', 'United States', 'India', 'Russia', 'Japan', 'Germany'];
const DEFAULTS = ['World', 'China', 'United States', 'India', 'Russia'];
const [header, ...lines] = testDataText('owid/annual-co2-emissions-per-country.csv')
  .trim()
  .split('\n');
const kept = lines.filter((line) => ENTITIES.includes(line.split(',')[0] ?? ''));
const worldIn = (year: number) =>
  Number(kept.find((line) => line.startsWith(`World,OWID_WRL,${year},`))?.split(',')[3]);

beforeAll(async () => {
  const dataset = await importAsDemo(suite.server.url, {
    name: 'owid-emitters.csv',
    csv: `${header}\n${kept.join('\n')}\n`,
    title: 'Annual CO₂ emissions (OWID, eight entities)',
  });
  await chooseCo2Source(suite.server.url, 'emissions', dataset.id);
});

describe('reader controls on the emissions chart', () => {
  it('defaults to World and top emitters, and a copied link reproduces 10 years, relative, log', async () => {
    const first = await openSignedIn(suite.browser, suite.server.url);
    const { page } = first;
    await page.goto('/dashboard/project/Co2');
    const section = page.getByRole('region', { name: TITLE });
    await section.scrollIntoViewIfNeeded();
    const picker = section.getByRole('combobox', { name: 'Countries and regions' });
    await picker.waitFor();
    const chips = section.locator('.MuiAutocomplete-tag');
    await expect.poll(() => chips.allTextContents()).toEqual(DEFAULTS);
    const chart = figure(page, TITLE);
    await chart.locator('svg').first().waitFor();
    expect(await chart.getByText(/^Asia/).count()).toBe(0);

    // the reader's choice, by clicks
    await chart.getByRole('button', { name: '10 years' }).click();
    await chart.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Relative change (%)' }).click();
    await chart.getByRole('button', { name: 'Log' }).click();
    await page.waitForURL((url) => url.searchParams.get('emissions.scale') === 'log');
    const link = page.url();
    expect(new URL(link).searchParams.get('emissions.range')).toBe('10y');
    expect(new URL(link).searchParams.get('emissions.measure')).toBe('relative');
    expect(first.pageErrors).toEqual([]);
    await first.context.close();

    // the link, opened by another reader
    const second = await openSignedIn(suite.browser, suite.server.url);
    const other = second.page;
    await other.goto(link);
    const again = figure(other, TITLE);
    await other.getByRole('region', { name: TITLE }).scrollIntoViewIfNeeded();
    await again.locator('svg').first().waitFor();
    const pressed = (name: string) =>
      again.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    expect(await pressed('10 years')).toBe('true');
    expect(await pressed('All')).toBe('false');
    expect(await pressed('Log')).toBe('true');
    expect(await again.getByRole('combobox', { name: 'Show' }).textContent()).toBe(
      'Relative change (%)',
    );

    // the Table tab: each series' start and end over the ten years, and its change
    await again.getByRole('tab', { name: 'Table' }).click();
    const world = again
      .getByRole('row')
      .filter({ has: other.getByRole('rowheader', { name: 'World' }) });
    await world.waitFor();
    const cells = await world.getByRole('cell').allTextContents();
    expect(cells[0]).toContain('(2014)');
    expect(cells[1]).toContain('(2023)');
    const relative = ((worldIn(2023) - worldIn(2014)) / worldIn(2014)) * 100;
    expect(cells[3]).toBe(
      `${relative.toLocaleString('en', { maximumFractionDigits: 2, signDisplay: 'exceptZero' })} %`,
    );
    // each series by its country alone, not with the measure repeated
    expect(await again.getByRole('rowheader').allTextContents()).toEqual(DEFAULTS);
    expect(second.pageErrors).toEqual([]);
    expect(second.foreignRequests).toEqual([]);
    await second.context.close();
  });
});

describe('the KPI card', () => {
  it('compares the latest month with the same month a year earlier', async () => {
    const api = await demoApi(suite.server.url);
    const { dashboard } = (await api.get('/api/dashboards/by-slug/Co2')) as {
      dashboard: Dashboard;
    };
    const kpi = dashboard.charts.find((chart) => chart.type === 'kpi');
    if (!kpi) throw new Error('no KPI on the CO2 dashboard');
    const { data } = (await api.get(`/api/charts/${kpi.id}/data`)) as { data: ChartData };
    const points = data.series[0]?.points ?? [];
    const last = points.at(-1);
    const yearBefore = points.find((p) => p.x === '2025-06-01');
    expect(last?.x).toBe('2026-06-01');
    const change = (last?.y ?? 0) - (yearBefore?.y ?? 0);

    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/project/Co2');
    // a card below the fold draws as it comes near: the reader scrolls to its title
    // (the page draws its skeletons first: a title replaced meanwhile is looked for again)
    const title = page.getByText(kpi.title, { exact: true }).first();
    await expect
      .poll(() =>
        title.scrollIntoViewIfNeeded({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    const card = figure(page, kpi.title);
    const expected = `+${change.toLocaleString('en', { maximumFractionDigits: 2 })} ppm since Jun 2025`;
    await card.getByText(expected, { exact: true }).waitFor();
    // the sparkline: more than the two points it had
    expect(points.length).toBeGreaterThan(12);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
