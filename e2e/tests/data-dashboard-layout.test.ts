import type { Chart } from '@keeling/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { figure } from '../support/data';
import { isFocused } from '../support/download';
import { demoApi } from '../support/editor';
import { startSuite } from '../support/suite';

// The demo admin lays out a dashboard: a chart made full width and tall with the keyboard (the
// size selects), another moved up, a third removed; saved, reloaded, and opened from the list,
// where the cards are drawn at their new sizes and in their new order.
const suite = startSuite();

const ANNUAL = 'Annual mean CO₂ at Mauna Loa';
const GROWTH = 'Annual growth rate of CO₂';
const KPI = 'Latest monthly mean at Mauna Loa';
const DASHBOARD = 'Layout check';
const SLUG = 'layout-check';

beforeAll(async () => {
  const api = await demoApi(suite.server.url);
  const charts = (await api.get('/api/charts')).items as Chart[];
  const idOf = (title: string) => charts.find((chart) => chart.title === title)?.id;
  await api.post('/api/dashboards', {
    slug: SLUG,
    title: DASHBOARD,
    description: 'Sizes and order, laid out in the editor.',
    items: [
      { chartId: idOf(ANNUAL), width: 6, height: 'medium' },
      { chartId: idOf(GROWTH), width: 6, height: 'medium' },
      { chartId: idOf(KPI), width: 4, height: 'medium' },
    ],
  });
});

/** Each chart's card width as a share of the page's heading (the content's width), its drawing's height. */
async function sizes(page: Page, titles: string[]) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const result: Record<string, { share: number; height: number }> = {};
  for (const title of titles) {
    const shown = figure(page, title);
    const drawing = shown.locator('svg.MuiChartsSvgLayer-root').first();
    await drawing.waitFor();
    const [box, drawn] = [await shown.boundingBox(), await drawing.boundingBox()];
    result[title] = {
      share: (box?.width ?? 0) / (heading?.width ?? 1),
      height: Math.round(drawn?.height ?? 0),
    };
  }
  return result;
}

/** The chart titles of the dashboard page, top to bottom. */
const shownOrder = (page: Page) =>
  page.locator('main figure h2').evaluateAll((headings) => headings.map((h) => h.textContent));

/** The editor's list of charts, as it reads ("1. Title"). */
const listed = (page: Page) =>
  page
    .getByRole('list', { name: 'Charts on the dashboard' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));

describe('laying out a dashboard', () => {
  it('sizes a chart by keyboard, reorders and removes, and the page follows', async () => {
    const { page, context, pageErrors, foreignRequests } = await openAsDemo(
      suite.browser,
      suite.server.url,
    );
    await page.goto(`/dashboard/project/${SLUG}`);
    await page.getByRole('heading', { name: DASHBOARD, level: 1 }).waitFor();
    const before = await sizes(page, [ANNUAL, GROWTH]);
    expect(before[ANNUAL]?.share).toBeLessThan(0.55);
    expect(Math.abs((before[ANNUAL]?.height ?? 0) - (before[GROWTH]?.height ?? 0))).toBeLessThan(2);

    // the editor, from the management list
    await page.goto('/dashboard/management/dashboard');
    await page.getByRole('link', { name: DASHBOARD, exact: true }).click();
    await page.getByRole('heading', { name: 'Edit dashboard', level: 1 }).waitFor();
    await expect.poll(() => listed(page)).toEqual([`1. ${ANNUAL}`, `2. ${GROWTH}`, `3. ${KPI}`]);

    // from the description, Tab reaches the first chart's width: Enter opens it on "Half",
    // the arrows go down to "Full width", Enter chooses
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.press('Tab');
    const width = page.getByRole('combobox', { name: `Width of ${ANNUAL}` });
    expect(await isFocused(width)).toBe(true);
    await page.keyboard.press('Enter');
    const widths = page.getByRole('listbox');
    await expect
      .poll(() => isFocused(widths.getByRole('option', { name: 'Half', exact: true })))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => width.textContent()).toBe('Full width');
    await expect.poll(() => isFocused(width)).toBe(true);
    // Tab to its height: Space opens it, ArrowDown to "Large", Enter
    await page.keyboard.press('Tab');
    const height = page.getByRole('combobox', { name: `Height of ${ANNUAL}` });
    expect(await isFocused(height)).toBe(true);
    await page.keyboard.press(' ');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => height.textContent()).toBe('Large');

    // the growth chart up, the KPI out
    await page.getByRole('button', { name: `Move ${GROWTH} up` }).click();
    await page.getByRole('button', { name: `Remove ${KPI}` }).click();
    await expect.poll(() => listed(page)).toEqual([`1. ${GROWTH}`, `2. ${ANNUAL}`]);
    expect(await page.getByRole('button', { name: `Move ${GROWTH} up` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Move ${ANNUAL} down` }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${DASHBOARD}” was saved.`).waitFor();

    // a reload reads the saved layout
    await page.reload();
    await expect.poll(() => listed(page)).toEqual([`1. ${GROWTH}`, `2. ${ANNUAL}`]);
    expect(await width.textContent()).toBe('Full width');
    expect(await height.textContent()).toBe('Large');
    expect(await page.getByRole('combobox', { name: `Width of ${GROWTH}` }).textContent()).toBe(
      'Half',
    );

    // opened from the list: the new order, the annual chart across the page and taller
    await page.goto('/dashboard/list');
    const card = page.getByRole('article').filter({ hasText: DASHBOARD });
    expect(await card.textContent()).toContain('2 charts');
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/dashboard/project/${SLUG}`);
    await expect.poll(() => shownOrder(page)).toEqual([GROWTH, ANNUAL]);
    const after = await sizes(page, [ANNUAL, GROWTH]);
    expect(after[ANNUAL]?.share).toBeGreaterThan(0.95);
    expect(after[GROWTH]?.share).toBeLessThan(0.55);
    expect(after[GROWTH]?.share).toBeCloseTo(before[GROWTH]?.share ?? 0, 2);
    expect(after[ANNUAL]?.height).toBeGreaterThan((after[GROWTH]?.height ?? 0) + 100);
    expect(after[GROWTH]?.height).toBe(before[GROWTH]?.height);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
