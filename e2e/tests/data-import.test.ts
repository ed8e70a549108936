import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import {
  choose,
  fact,
  gridCell,
  openImportDialog,
  retype,
  slowNetwork,
  tempFile,
  testDataText,
  typeSignIn,
} from '../support/data';
import { startSuite } from '../support/suite';

// The demo admin uploads a CSV file from the computer, corrects the inspection and reads the data
// set it made; a malformed file is refused with its line.
const suite = startSuite();

/**
 * Mauna Loa's annual means as a person might have saved them: the real rows 1959–2025, under a
 * header whose first column, "Period", the inference does not read as years (it says Number).
 */
function annualMeansFile(): { file: string; rows: number } {
  const [, ...rows] = testDataText('noaa-co2-ppm/co2-annmean-mlo.csv').trim().split('\n');
  const file = tempFile('mauna-loa-annual.csv', `Period,Mean,Uncertainty\n${rows.join('\n')}\n`);
  return { file, rows: rows.length };
}

/** Picks a file in the import dialog through the browser's file chooser. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (await chooser).setFiles(file);
}

/** The text of a cell of the preview grid's first row. */
const firstRowCell = (page: Page, key: string) => gridCell(page, 0, key);

describe('importing a CSV file (demo admin)', () => {
  it('uploads with its progress, corrects a type and a unit, saves and reads the data set', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await typeSignIn(page);
    const dialog = await openImportDialog(page);

    // on a slow connection, the upload's bar is there while the file goes up
    const { file, rows } = annualMeansFile();
    await slowNetwork(context, page, true);
    await chooseFile(page, file);
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await dialog.getByText(/^Uploaded \d+%$/).waitFor();

    // the inspection: what was found, each column's inferred type, which the person corrects
    const inspect = page.getByRole('dialog', { name: 'Check the columns' });
    await inspect.waitFor();
    await inspect.getByText(`${rows} rows and 3 columns found.`, { exact: false }).waitFor();
    const periodType = inspect.getByRole('combobox', { name: 'Type of “Period”' });
    expect(await periodType.textContent()).toBe('Number');
    await choose(page, periodType, 'Year');
    expect(await periodType.textContent()).toBe('Year');
    await retype(inspect.getByRole('textbox', { name: 'Name', exact: true }), 'Annual means');
    await inspect.getByRole('textbox', { name: 'Unit of “Mean”' }).click();
    await page.keyboard.type('ppm');
    await page.keyboard.press('Tab');
    await inspect.getByRole('button', { name: 'Save' }).click();

    // the import's bar while the rows are loaded, then the data set's page
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await inspect.getByText(new RegExp(`^\\d+ of ${rows} rows imported$`)).waitFor();
    await slowNetwork(context, page, false);
    await page.getByRole('heading', { name: 'Annual means', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText('“Annual means” was imported.').waitFor();
    expect(await fact(page, 'Rows')).toBe(String(rows));
    const catalogue = page.getByRole('table', { name: 'Columns' });
    const periodRow = catalogue.getByRole('row').filter({ hasText: 'Period' });
    expect(await periodRow.getByRole('cell').allTextContents()).toEqual(['Period', 'Year', '—']);
    const meanRow = catalogue.getByRole('row').filter({ hasText: 'Mean' });
    expect(await meanRow.getByRole('cell').allTextContents()).toEqual(['Mean', 'Number', 'ppm']);

    // the preview, sorted by the server on a header click: up, then down
    const grid = page.getByRole('grid', { name: 'Rows' });
    await grid.locator('[role="row"][data-rowindex="0"]').waitFor();
    expect(await firstRowCell(page, 'c1')).toBe('1959');
    await grid.getByRole('columnheader', { name: 'Mean (ppm)' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'c2');
    await expect.poll(() => firstRowCell(page, 'c2')).toBe('315.98');
    await grid.getByRole('columnheader', { name: 'Mean (ppm)' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await expect.poll(() => firstRowCell(page, 'c2')).toBe('427.35');
    expect(await firstRowCell(page, 'c1')).toBe('2025');

    // edit what the file did not say: the licence and the uncertainty's unit
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the data set' });
    await edit.getByRole('textbox', { name: 'Licence' }).click();
    await page.keyboard.type('Public domain (NOAA)');
    await edit.getByRole('textbox', { name: 'Unit of “Uncertainty”' }).click();
    await page.keyboard.type('ppm');
    await page.keyboard.press('Enter');
    await page.getByText('“Annual means” was saved.').waitFor();
    await edit.waitFor({ state: 'detached' });
    expect(await fact(page, 'Licence')).toBe('Public domain (NOAA)');
    await grid.getByRole('columnheader', { name: 'Uncertainty (ppm)' }).waitFor();

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('refuses a malformed file and names its line', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    const dialog = await openImportDialog(page);
    // the third row lost its uncertainty: two fields where the header has three
    const lines = testDataText('noaa-co2-ppm/co2-annmean-mlo.csv').trim().split('\n').slice(0, 6);
    lines[3] = (lines[3] ?? '').split(',').slice(0, 2).join(',');
    await chooseFile(page, tempFile('broken.csv', `${lines.join('\n')}\n`));
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    // the server's precise finding, said in the page's words: the line and both counts
    expect(await alert.textContent()).toBe(
      'Line 4 has 2 fields where the header names 3: the file is not valid CSV.',
    );
    // the person may pick another file: the dialog stays on its first step
    await page.getByRole('button', { name: 'Choose a CSV file' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('imports NOAA’s raw monthly file by naming the field its header lacks', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    const dialog = await openImportDialog(page);
    // the raw file: six names in the header, seven fields a row
    const raw = testDataText('noaa-co2-ppm/co2-mm-mlo.csv');
    await chooseFile(page, tempFile('co2-mm-mlo.csv', raw));
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Line 2 has 7 fields where the header names 6' })
      .waitFor();
    const form = dialog.getByRole('form', { name: 'Name the extra columns' });
    await form
      .getByText('Every row has one field more than the 6 names of the header.', { exact: false })
      .waitFor();
    await form.getByRole('textbox', { name: 'Name of column 7' }).click();
    await page.keyboard.type('Uncertainty');
    await page.keyboard.press('Enter');
    const inspect = page.getByRole('dialog', { name: 'Check the columns' });
    await inspect.getByText('820 rows and 7 columns found.', { exact: false }).waitFor();
    await inspect.getByRole('textbox', { name: 'Name of “Uncertainty”' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads a French spreadsheet’s file: semicolons and decimal commas, numbers all the same', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await openImportDialog(page);
    // the real annual means as a spreadsheet in French saves them, its source in a comment line
    const [, ...rows] = testDataText('noaa-co2-ppm/co2-annmean-mlo.csv').trim().split('\n');
    const french = rows.map((row) => row.replaceAll(',', ';').replaceAll('.', ','));
    const content = `# Source : NOAA GML\nAnnée;Moyenne;Incertitude\n${french.join('\n')}\n`;
    await chooseFile(page, tempFile('moyennes-annuelles.csv', content));
    const inspect = page.getByRole('dialog', { name: 'Check the columns' });
    await inspect.getByText(`${rows.length} rows and 3 columns found.`, { exact: false }).waitFor();
    const typeOf = (name: string) =>
      inspect.getByRole('combobox', { name: `Type of “${name}”` }).textContent();
    expect([await typeOf('Année'), await typeOf('Moyenne'), await typeOf('Incertitude')]).toEqual([
      'Year',
      'Number',
      'Number',
    ]);
    await retype(inspect.getByRole('textbox', { name: 'Name', exact: true }), 'Moyennes annuelles');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Moyennes annuelles', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Rows' });
    await grid.locator('[role="row"][data-rowindex="0"]').waitFor();
    // 315,98 in the file is the number 315.98
    expect([await firstRowCell(page, 'c1'), await firstRowCell(page, 'c2')]).toEqual([
      '1959',
      '315.98',
    ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
