import type { Trip } from '@keeling/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// a new account is a viewer: it reads the trips; the demo admin writes them
const suite = startSuite();

interface Totals {
  trips: number;
  distanceKm: number;
  co2eKg: number;
}

/** The API's totals for a query, as the page should show them (whole numbers, en). */
async function apiTotals(query: string): Promise<Totals> {
  const api = await demoApi(suite.server.url);
  return (await api.get(`/api/travel/trips?${query}`)).totals;
}

const shownTotals = async (page: Page) => ({
  trips: await page.getByTestId('total-trips').textContent(),
  distance: await page.getByTestId('total-distance').textContent(),
  co2e: await page.getByTestId('total-co2e').textContent(),
});
const en = (value: number) => Math.round(value).toLocaleString('en');

/** Bars drawn by the comparison chart (one a mode). */
const chartBars = (page: Page) => page.locator('.MuiBarChart-element');

describe('the travel page', () => {
  it('filters by mode in the URL, shows the totals of the filtered set and compares every mode', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    const all = await apiTotals('');
    await expect
      .poll(() => shownTotals(page))
      .toEqual({
        trips: String(all.trips),
        distance: `${en(all.distanceKm)} km`,
        co2e: `${en(all.co2eKg)} kg CO2e`,
      });

    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Domestic flight', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'flight_domestic');
    const flights = await apiTotals('mode=flight_domestic');
    expect(flights.trips).toBeLessThan(all.trips);
    await expect
      .poll(() => shownTotals(page))
      .toEqual({
        trips: String(flights.trips),
        distance: `${en(flights.distanceKm)} km`,
        co2e: `${en(flights.co2eKg)} kg CO2e`,
      });

    // the first trip is compared: its own mode marked, one row (and one bar) a mode
    const table = page.getByRole('table', { name: 'Footprint of the same trip by every mode' });
    await table.getByRole('rowheader', { name: 'Domestic flight (this trip)' }).waitFor();
    const api = await demoApi(suite.server.url);
    const factors = (await api.get('/api/travel/emission-factors')).items.length;
    const [first] = (await api.get('/api/travel/trips?mode=flight_domestic')).items as Trip[];
    const compared = first?.comparison.length ?? 0;
    expect(compared).toBeLessThan(factors);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(compared);
    await expect.poll(() => chartBars(page).count()).toBe(compared);
    // the sources: every factor with its year
    const sources = page.getByRole('region', { name: 'Sources' });
    expect(await sources.locator('tbody tr').count()).toBe(factors);

    // a reload keeps the filter
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Mode' }).textContent())
      .toBe('Domestic flight');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('compares a trip only with the modes plausible for its distance, the rule in the sources', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel?search=New+York');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'New York' });
    await row.getByRole('button', { name: /^Compare modes for/ }).click();
    const table = page.getByRole('table', { name: 'Footprint of the same trip by every mode' });
    await table.getByRole('rowheader', { name: 'Long-haul flight (this trip)' }).waitFor();
    // no underground, tram, bus, taxi, car or train across the Atlantic
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      'Long-haul flight (this trip)',
    ]);
    // the rule, mode by mode, in the sources
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.getByText('plausible for the trip’s distance', { exact: false }).waitFor();
    const ruleOf = async (mode: string) =>
      (
        await sources
          .getByRole('row', { name: new RegExp(`^${mode}`) })
          .locator('td')
          .last()
          .innerText()
      ).trim();
    expect(await ruleOf('Underground')).toBe('up to 60 km');
    expect(await ruleOf('Long-haul flight')).toBe('from 3,700 km');
    expect(await ruleOf('Domestic flight')).toBe('100 to 1,200 km');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  for (const [themeMode, language] of [
    ['dark', 'en'],
    ['light', 'ar'],
    ['dark', 'ar'],
  ] as const) {
    it(`draws the totals, the grid and the comparison in ${themeMode} ${language}`, async () => {
      const themeDirection = language === 'ar' ? 'rtl' : 'ltr';
      const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
        settings: { themeMode, themeDirection },
        language,
      });
      await page.goto('/dashboard/travel?mode=car_petrol');
      await page.locator('.MuiDataGrid-row').first().waitFor();
      expect(await page.evaluate(() => document.dir)).toBe(themeDirection);
      const totals = await apiTotals('mode=car_petrol');
      await expect
        .poll(() => page.getByTestId('total-trips').textContent())
        .toContain(String(totals.trips));
      await chartBars(page).first().waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
