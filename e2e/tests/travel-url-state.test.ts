import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 30, item 13: the trips list keeps its filters, sort and page in the URL. A reload and a
// shared link (another person's browser) show the same list; Back steps through the changes.
const suite = startSuite();

const rows = (page: Page) => page.locator('.MuiDataGrid-row');
/** The titles the grid shows, in order. */
const titles = async (page: Page) => rows(page).locator('[data-field="title"]').allInnerTexts();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the trips list in the URL', () => {
  it('restores filters, sort and page on reload and from a shared link; Back undoes them', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel');
    await rows(page).first().waitFor();
    const firstByDate = await titles(page);

    // sort by CO2e (largest first), then the second page
    const grid = page.getByRole('grid', { name: 'Trips' });
    await grid.getByRole('columnheader', { name: 'CO2e' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'co2e');
    await expect.poll(() => titles(page)).not.toEqual(firstByDate);
    const firstByCo2e = await titles(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(async () => [page.url(), await titles(page)])
      .not.toEqual([page.url(), firstByCo2e]);
    const secondPage = await titles(page);

    // a reload shows the same page of the same order
    await page.reload();
    await expect.poll(() => titles(page)).toEqual(secondPage);

    // a filter goes back to page 1 and is kept with the sort
    await page.getByRole('searchbox', { name: 'Search' }).fill('London');
    await page.waitForURL((url) => url.searchParams.get('search') === 'London');
    expect([param(page, 'page'), param(page, 'sort')]).toEqual([null, 'co2e']);
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Long-haul flight', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'flight_long_haul');
    // the grid shows the filtered trips once every row's mode is the one chosen
    const modes = () => rows(page).locator('[data-field="mode"]').allInnerTexts();
    await expect.poll(async () => new Set(await modes())).toEqual(new Set(['Long-haul flight']));
    const filtered = await titles(page);
    const shared = page.url();

    // the link in someone else's browser: the same filters shown, the same trips listed
    const other = await openSignedIn(suite.browser, suite.server.url);
    await other.page.goto(shared);
    await expect.poll(() => titles(other.page)).toEqual(filtered);
    expect(await other.page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('London');
    expect(await other.page.getByRole('combobox', { name: 'Mode' }).textContent()).toBe(
      'Long-haul flight',
    );
    expect(other.pageErrors).toEqual([]);
    await other.context.close();

    // Back: the mode, then the search (typed, it took the place of the page it started from),
    // then the sort
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('mode'));
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('London');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(param(page, 'sort')).toBe('co2e');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    await expect.poll(() => titles(page)).toEqual(firstByCo2e);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => titles(page)).toEqual(firstByDate);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
