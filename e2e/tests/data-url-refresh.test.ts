import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { startCsvServer } from '../support/csv-server';
import { choose, fact, gridCell, openImportDialog, retype, typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// The demo admin imports a CSV from an address (a local server here, so the app may reach private
// addresses), refreshes it after the file changed, and turns its automatic refresh to daily.
const suite = startSuite({ DATASET_URL_ALLOW_PRIVATE: 'true' });

const readings = (count: number) =>
  `Year,Reading\n${Array.from({ length: count }, (_, i) => `${2020 + i},${i + 1}.5`).join('\n')}\n`;

/** What the address answers: the file, or a status. */
let served: string | number = readings(3);
let downloads = 0;
let server: Awaited<ReturnType<typeof startCsvServer>>;
let address = '';

beforeAll(async () => {
  server = await startCsvServer((path) => {
    if (path !== '/station.csv') return 404;
    downloads++;
    return served;
  });
  address = server.url('/station.csv');
});
afterAll(() => server.close());

describe('a data set from an address (demo admin)', () => {
  it('imports it, refreshes it after the file changed, keeps a daily refresh, shows a failed refresh', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await typeSignIn(page);

    // the address, typed, then Read
    const dialog = await openImportDialog(page);
    await dialog.getByRole('textbox', { name: 'Address of a CSV file' }).click();
    await page.keyboard.type(address);
    await dialog.getByRole('button', { name: 'Read' }).click();
    const inspect = page.getByRole('dialog', { name: 'Check the columns' });
    await inspect.getByText('3 rows and 2 columns found.', { exact: false }).waitFor();
    // an address may be refreshed by itself: off unless chosen
    const importChoice = inspect.getByRole('combobox', { name: 'Automatic refresh' });
    expect(await importChoice.textContent()).toBe('Off');
    await retype(inspect.getByRole('textbox', { name: 'Name', exact: true }), 'Station readings');
    await inspect.getByRole('button', { name: 'Save' }).click();

    // its page: the address, the rows in the preview
    await page.getByRole('heading', { name: 'Station readings', level: 1 }).waitFor();
    await page.getByText('“Station readings” was imported.').waitFor();
    expect(await fact(page, 'Source')).toBe(address);
    expect(await fact(page, 'Rows')).toBe('3');
    await page.getByRole('grid', { name: 'Rows' }).locator('[data-rowindex="2"]').waitFor();
    expect([await gridCell(page, 0, 'c1'), await gridCell(page, 2, 'c2')]).toEqual(['2020', '3.5']);
    expect(downloads).toBe(1);

    // the file at the address grows by two years: Refresh brings them in
    served = readings(5);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('The data set was imported again from its address.').waitFor();
    await expect.poll(() => fact(page, 'Rows')).toBe('5');
    await page.getByRole('grid', { name: 'Rows' }).locator('[data-rowindex="4"]').waitFor();
    expect([await gridCell(page, 4, 'c1'), await gridCell(page, 4, 'c2')]).toEqual(['2024', '5.5']);
    expect(downloads).toBe(2);
    await page.getByText(/^Last refreshed /).waitFor();

    // the automatic refresh, daily: saved at once, still daily after a reload
    const choice = page.getByRole('combobox', { name: 'Automatic refresh' });
    expect(await choice.textContent()).toBe('Off');
    await choose(page, choice, 'Daily');
    await page.getByText('The automatic refresh was saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Station readings', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Automatic refresh' }).textContent())
      .toBe('Daily');
    await page.getByText(/^Last refreshed /).waitFor();

    // and back to off with the keyboard
    await page.getByRole('combobox', { name: 'Automatic refresh' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Off' }).waitFor();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.getByText('The automatic refresh was saved.').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Automatic refresh' }).textContent())
      .toBe('Off');

    // the address fails: the rows stay, and the page says why the last refresh failed
    served = 500;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be downloaded' }).waitFor();
    await page.reload();
    await page
      .getByText(
        /^Last refresh failed \(.+\), the previous rows are kept: The file could not be downloaded from this address\.$/,
      )
      .waitFor();
    expect(await fact(page, 'Rows')).toBe('5');

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
