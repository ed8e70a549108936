import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import {
  choose,
  gridCell,
  openImportDialog,
  retype,
  tempFile,
  testDataText,
  typeSignIn,
} from '../support/data';
import { downloaded } from '../support/download';
import { startSuite } from '../support/suite';

// Issue 29 items 6 and 7, as the demo admin meets them: NOAA's monthly file suggests its
// markers column by column and says what each column reads; a type that does not fit counts
// its rejected values; after the import, a marker is added to one column in place.
const suite = startSuite();

/** The caption under a column's header in the import's column table ("625 read · 195 missing"). */
const qualityOf = (inspect: Locator, header: string) =>
  inspect
    .getByRole('row')
    .filter({ has: inspect.page().getByText(header, { exact: true }) })
    .locator('p')
    .last();

/** Clicks a chips field, removes its last chip with Backspace, or types chips ending in Enter. */
async function typeChips(page: Page, field: Locator, chips: string[] | 'backspace') {
  await field.click();
  if (chips === 'backspace') return page.keyboard.press('Backspace');
  for (const chip of chips) {
    await page.keyboard.type(chip);
    await page.keyboard.press('Enter');
  }
}

describe('what each column reads (demo admin)', () => {
  it('suggests markers, counts the rejected values, and adds a marker after the import', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await openImportDialog(page);
    const file = tempFile(
      'mauna-loa-monthly.csv',
      testDataText('noaa-co2-ppm/co2-mm-mlo.fixed.csv'),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV file' }).click();
    await (await chooser).setFiles(file);

    const inspect = page.getByRole('dialog', { name: 'Check the columns' });
    await inspect.waitFor();
    // NOAA's markers, suggested column by column, and the missing months they stand for
    await inspect.getByRole('button', { name: '-01' }).waitFor();
    expect(await qualityOf(inspect, 'ndays').textContent()).toBe('625 read · 195 missing');
    expect(await qualityOf(inspect, 'sdev_days').textContent()).toBe('624 read · 196 missing');
    expect(await qualityOf(inspect, 'unc_mon_mean').textContent()).toBe('626 read · 194 missing');

    // a type the values do not fit: the server counts them, and the import would stop at them
    const averageType = inspect.getByRole('combobox', { name: 'Type of “average_ppm”' });
    await choose(page, averageType, 'Date');
    const warning = inspect.getByRole('status').filter({ hasText: 'do not fit' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('820 values do not fit their column');
    await expect
      .poll(() => qualityOf(inspect, 'average_ppm').textContent())
      .toBe('0 read · 0 missing · 820 rejected');
    // the rows it would reject, downloaded as a person clicks for them
    const rejected = await downloaded(page, () =>
      warning.getByRole('button', { name: 'Download the rejected rows' }).click(),
    );
    expect(rejected.name).toBe('rejected-rows.csv');
    const lines = rejected.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      'Row,month,decimal_date,average_ppm,deseasonalized_ppm,ndays,sdev_days,unc_mon_mean',
    );
    expect(lines).toHaveLength(821);
    await choose(page, averageType, 'Number');
    await warning.waitFor({ state: 'detached' });

    // without its marker, sdev_days reads -9.99 as a value: no month missing any more
    await typeChips(
      page,
      inspect.getByRole('combobox', { name: 'Missing-value markers of “sdev_days”' }),
      'backspace',
    );
    await expect
      .poll(() => qualityOf(inspect, 'sdev_days').textContent())
      .toBe('820 read · 0 missing');
    await retype(inspect.getByRole('textbox', { name: 'Name', exact: true }), 'Monthly quality');
    await inspect.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Monthly quality', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Rows' });
    await grid.locator('[role="row"][data-rowindex="0"]').waitFor();
    expect(await gridCell(page, 0, 'c6')).toBe('-9.99');
    expect(await gridCell(page, 0, 'c5')).toBe('—');

    // fixed after the import: the marker typed back into sdev_days, the file read again
    await page.getByRole('button', { name: 'Types and markers' }).click();
    const fix = page.getByRole('dialog', { name: 'Column types and missing-value markers' });
    await typeChips(
      page,
      fix.getByRole('combobox', { name: 'Missing-value markers of “sdev_days”' }),
      ['-9.99'],
    );
    // a unit typed for average_ppm, and deseasonalized_ppm made a date, which none of it fits
    await fix.getByRole('textbox', { name: 'Unit of “average_ppm”' }).fill('');
    await fix.getByRole('textbox', { name: 'Unit of “average_ppm”' }).pressSequentially('ppm');
    await choose(page, fix.getByRole('combobox', { name: 'Type of “deseasonalized_ppm”' }), 'Date');
    await fix.getByRole('button', { name: 'Save' }).click();
    // refused as it stands: the dialog stays, with the server's reason and where it found it
    const refused = fix.getByRole('alert').filter({ hasText: 'deseasonalized_ppm' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(
      /^A value does not fit its column’s type\. \(line \d+, column “deseasonalized_ppm”\)$/,
    );
    // the person asks for the values that do not fit to be left empty, and saves again
    await fix.getByRole('checkbox', { name: 'Leave the values that do not fit empty' }).check();
    await fix.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The columns were read again with their new types and markers.').waitFor();
    await expect.poll(() => gridCell(page, 0, 'c6')).toBe('—');
    expect(await gridCell(page, 0, 'c3')).toBe('315.71');
    expect(await gridCell(page, 0, 'c4')).toBe('—');
    await page.getByRole('columnheader', { name: 'average_ppm (ppm)' }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
