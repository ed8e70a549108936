import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { gridCell, typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

const suite = startSuite();

describe("a data set's preview", () => {
  it('writes figures as the file does, shows whole headers and steps to the last page', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Mauna Loa CO₂, monthly mean' }).click();
    const grid = page.getByRole('grid', { name: 'Rows' });
    await grid.locator('[role="row"][data-rowindex="0"]').waitFor();

    // c2 "Decimal date" is a year, not a quantity: no thousands separator (was "1,958.203")
    expect(await gridCell(page, 0, 'c2')).toBe('1958.2027');
    // the file's two decimals, trailing zero included: 1958-07's trend is 315.20 (was "315.2")
    expect(await gridCell(page, 4, 'c4')).toBe('315.20');
    expect(await gridCell(page, 0, 'c3')).toBe('315.71');

    // a header too long for its column reads whole in a tooltip
    const header = grid.getByRole('columnheader', { name: 'Uncertainty of monthly mean (ppm)' });
    await header.scrollIntoViewIfNeeded();
    await header.locator('.MuiDataGrid-columnHeaderTitle').hover();
    await page.getByRole('tooltip', { name: 'Uncertainty of monthly mean (ppm)' }).waitFor();

    // 820 rows, 25 a page: a step to the last page and back to the first
    await page.getByRole('button', { name: 'Go to last page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '33');
    await expect.poll(() => gridCell(page, 0, 'c1')).toBe('Nov 2024');
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await expect.poll(() => gridCell(page, 0, 'c2')).toBe('1958.2027');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
