import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/auth';
import { openPage } from '../support/browser';
import { chooseCo2Source, figure, importAsDemo, testDataText } from '../support/data';
import { startSuite } from '../support/suite';

// A new account is a viewer (REGISTRATION_ROLE's default): it reads the dashboards and the CO2
// page, emissions by country included, and manages nothing; the server says so too.
const suite = startSuite();

const COUNTRIES = ['France', 'Germany', 'India', 'Brazil'];
const FORBIDDEN = 'Only editors and admins can manage data sets, charts and dashboards.';

let emissionsId = '';
beforeAll(async () => {
  // the OWID emissions of a few countries, chosen for the CO2 page's emissions by country
  const [header, ...rows] = testDataText('owid/annual-co2-emissions-per-country.csv').split('\n');
  const kept = rows.filter((row) => COUNTRIES.includes(row.split(',')[0] ?? ''));
  const dataset = await importAsDemo(suite.server.url, {
    name: 'owid-emissions.csv',
    csv: `${header}\n${kept.join('\n')}\n`,
    title: 'Annual CO₂ emissions (OWID, four countries)',
  });
  emissionsId = dataset.id;
  await chooseCo2Source(suite.server.url, 'emissions', dataset.id);
});

/** Registers through the form, typing as a person does; lands on the home page. */
async function register(page: Page) {
  await page.goto('/auth/jwt/register');
  await page.getByLabel('First name').click();
  await page.keyboard.type('Vera');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Viewer');
  await page.getByLabel('Email address').click();
  await page.keyboard.type(uniqueEmail('data-viewer'));
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type('correct horse battery');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** A request of the page with the viewer's own token (what a crafted call would send). */
function callAsViewer(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('accessToken');
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, code: (await response.json()).code as string };
    },
    { method, path, body },
  );
}

describe('a viewer and the data', () => {
  it('reads the dashboards and the CO2 page with emissions by country', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await register(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/list');
    const card = page.getByRole('article').filter({ hasText: 'CO2 project' });
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/project/Co2');
    await page.getByRole('region', { name: 'CO2 at Mauna Loa' }).getByText('431.44 ppm').waitFor();

    // emissions by country: the chart's data comes from the preview, which a viewer may read
    const emissions = page.getByRole('region', { name: 'Annual CO2 emissions by country' });
    const preview = page.waitForResponse((response) =>
      response.url().endsWith('/api/charts/preview'),
    );
    await emissions.scrollIntoViewIfNeeded();
    expect((await preview).status()).toBe(200);
    const chart = figure(page, 'Annual CO2 emissions by country');
    await chart.locator('svg').first().waitFor();
    for (const country of COUNTRIES)
      await chart
        .getByText(new RegExp(`^${country}`))
        .first()
        .waitFor();
    // the picker starts with them (the four largest by latest value); emptied, then France alone,
    // in the address
    await emissions.getByRole('combobox', { name: 'Countries and regions' }).click();
    const chips = emissions.locator('.MuiAutocomplete-tag');
    await expect.poll(() => chips.count()).toBe(COUNTRIES.length);
    for (const left of [3, 2, 1, 0]) {
      await page.keyboard.press('Backspace');
      await expect.poll(() => chips.count()).toBe(left);
    }
    await expect.poll(() => new URL(page.url()).searchParams.getAll('country')).toEqual(['']);
    await page.keyboard.type('Fra');
    await page.getByRole('option', { name: /^France/ }).click();
    await page.waitForURL((url) => url.searchParams.getAll('country').join() === 'France');
    await page.keyboard.press('Escape');
    await expect.poll(() => chart.getByText(/^Germany/).count()).toBe(0);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('gets the "Only editors…" state on the management pages and a 403 for its writes', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await register(page);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByText('Management').count(),
    ).toBe(0);
    for (const path of ['dataSet', 'charts', 'dashboard']) {
      await page.goto(`/dashboard/management/${path}`);
      await page.getByRole('alert').filter({ hasText: FORBIDDEN }).waitFor();
      expect(await page.getByRole('grid').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Import' }).count()).toBe(0);
    }

    // reads pass, writes do not: the server checks the role, whatever the page shows
    const dashboards = await callAsViewer(page, 'GET', '/api/dashboards');
    expect(dashboards.status).toBe(200);
    const dashboard = { slug: 'mine', title: 'Mine', description: '', items: [] };
    const refused = [
      await callAsViewer(page, 'POST', '/api/dashboards', dashboard),
      await callAsViewer(page, 'PATCH', `/api/datasets/${emissionsId}`, { name: 'Renamed' }),
      await callAsViewer(page, 'DELETE', `/api/datasets/${emissionsId}`),
    ];
    expect(refused).toEqual(Array(3).fill({ status: 403, code: 'auth.forbidden' }));
    const still = await callAsViewer(page, 'GET', `/api/datasets/${emissionsId}`);
    expect(still.status).toBe(200);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
