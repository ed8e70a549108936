import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { choose, figure, typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// The demo admin builds a chart over a seeded data set, puts it on a new dashboard, and opens the
// dashboard from the list every signed-in user sees.
const suite = startSuite();

const TITLE = 'Growth of CO₂ by year';
const DASHBOARD = 'Growth at Mauna Loa';
const SLUG = 'growth-mlo';

describe('from a data set to a dashboard (demo admin)', () => {
  it('builds a chart with a live preview, adds it to a new dashboard and opens it', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await typeSignIn(page);
    await page.goto('/dashboard/management/charts');
    await page.getByRole('link', { name: 'New chart' }).click();
    await page.getByRole('heading', { name: 'New chart', level: 1 }).waitFor();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('status').waitFor();

    // the data set, searched as the person types
    const dataset = page.getByRole('combobox', { name: 'Data set' });
    await dataset.click();
    await page.keyboard.type('growth');
    await page.getByRole('option', { name: 'Mauna Loa CO₂, annual growth rate' }).click();
    expect(await dataset.inputValue()).toBe('Mauna Loa CO₂, annual growth rate');

    // the columns, the type, the aggregation and the title
    await choose(page, page.getByRole('combobox', { name: /^X axis/ }), 'Year');
    await choose(page, page.getByRole('combobox', { name: /^Values/ }), 'Annual growth');
    await page.keyboard.press('Escape');
    await choose(page, page.getByRole('combobox', { name: 'Type', exact: true }), 'Bar');
    await choose(page, page.getByRole('combobox', { name: 'Aggregation' }), 'Average');
    await page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await page.keyboard.type(TITLE);
    await page.getByRole('textbox', { name: 'Unit', exact: true }).click();
    await page.keyboard.type('ppm per year');
    await page.keyboard.press('Tab');

    // the live preview draws the bars (one a year, 1959–2025)
    const drawn = figure(page, TITLE);
    await drawn.locator('svg').first().waitFor();
    await expect.poll(() => drawn.locator('.MuiBarChart-element').count()).toBeGreaterThan(60);
    expect(await drawn.getByText('Source:').count()).toBe(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${TITLE}” was saved.`).waitFor();
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('id') ?? ''));
    await page.getByRole('heading', { name: 'Edit chart', level: 1 }).waitFor();

    // a new dashboard with its slug and the chart
    await page.goto('/dashboard/management/dashboard');
    await page.getByRole('link', { name: 'New dashboard' }).click();
    await page.getByRole('heading', { name: 'New dashboard', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await page.keyboard.type(DASHBOARD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SLUG);
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(SLUG);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('How fast CO₂ grows each year at Mauna Loa.');
    await page.getByRole('status').filter({ hasText: 'No charts yet' }).waitFor();
    const toAdd = page.getByRole('combobox', { name: 'Chart to add' });
    await toAdd.click();
    await page.keyboard.type('Growth of');
    await page.getByRole('option', { name: TITLE }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const items = page.getByRole('list', { name: 'Charts on the dashboard' });
    await items.getByText(`1. ${TITLE}`, { exact: true }).waitFor();
    expect(await items.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${DASHBOARD}” was saved.`).waitFor();
    await page.waitForURL((url) => url.searchParams.get('slug') === SLUG);

    // the list of dashboards: its card, opened by a click
    await page.goto('/dashboard/list');
    const card = page.getByRole('article').filter({ hasText: DASHBOARD });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 chart');
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/dashboard/project/${SLUG}`);
    await page.getByRole('heading', { name: DASHBOARD, level: 1 }).waitFor();
    await page.getByText('How fast CO₂ grows each year at Mauna Loa.').waitFor();
    const shown = figure(page, TITLE);
    await expect.poll(() => shown.locator('.MuiBarChart-element').count()).toBeGreaterThan(60);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('deleting the data set lists its charts and dashboards first, and takes a second yes', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await page.goto('/dashboard/management/dataSet');
    const name = 'Mauna Loa CO₂, annual growth rate';
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this data set?' });
    // the seeded chart and the one built above, and the dashboards that show them
    const charts = dialog.getByRole('list', { name: 'The 2 charts built on it' });
    await charts.getByRole('link', { name: TITLE }).waitFor();
    await charts.getByRole('link', { name: 'Annual growth rate of CO₂' }).waitFor();
    const dashboards = dialog.getByRole('list', { name: /^The 2 dashboards that show them/ });
    await dashboards.getByRole('link', { name: DASHBOARD }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete with its 2 charts' });
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByText('Also delete these 2 charts').click();
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page.getByText(`“${name}” was deleted.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: `Delete ${name}` }).count()).toBe(0);

    // the dashboard keeps its place, without the chart
    await page.goto('/dashboard/list');
    const card = page.getByRole('article').filter({ hasText: DASHBOARD });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('0 charts');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
