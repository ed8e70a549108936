import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { startCsvServer } from '../support/csv-server';
import { importAsDemo, retype, tempFile, testDataText, typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// The seeded NOAA monthly set is kept current: its address is pointed at a copy on this network
// (a local server, so the app may reach private addresses) in which NOAA revised its last two
// months and published one more. The refresh says what changed and shows the changed cells;
// the CO2 page's headline moves; restoring the first version brings the old figure back; the
// delete dialog lists the charts built on the set before anything goes.
const suite = startSuite({ DATASET_URL_ALLOW_PRIVATE: 'true' });

const NAME = 'Mauna Loa CO₂, monthly mean';
let mirror: Awaited<ReturnType<typeof startCsvServer>>;
let address = '';
beforeAll(async () => {
  // the seed's file (test-data's co2-mm-mlo.fixed.csv) as NOAA might revise it a month later
  const revised = testDataText('noaa-co2-ppm/co2-mm-mlo.revised.csv');
  mirror = await startCsvServer((path) => (path === '/co2_mm_mlo.csv' ? revised : 404));
  address = mirror.url('/co2_mm_mlo.csv');
});
afterAll(() => mirror.close());

/** The CO2 page's headline figure: its value and caption. */
async function headline(page: Page) {
  await page.goto('/dashboard/project/Co2');
  const card = page.getByRole('region', { name: 'CO2 at Mauna Loa' });
  await card.waitFor();
  return card;
}

async function openDataset(page: Page) {
  await page.goto('/dashboard/management/dataSet');
  await page.getByRole('link', { name: NAME }).click();
  await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
}

describe('data sets kept current (demo admin)', () => {
  it('refreshes from a mirror, shows what changed, restores the first version, lists its charts before a delete', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await typeSignIn(page);
    const before = await headline(page);
    await before.getByText('431.44 ppm', { exact: true }).waitFor();

    // the address: NOAA's, replaced by the mirror's in the Edit dialog
    await openDataset(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the data set' });
    const field = edit.getByRole('textbox', { name: 'Address' });
    expect(await field.inputValue()).toBe(
      'https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_mm_mlo.csv',
    );
    await retype(field, address);
    await page.keyboard.press('Enter');
    await page.getByText(`“${NAME}” was saved.`).waitFor();

    // Refresh: version 2, what it changed, and the cells
    await page.getByRole('button', { name: 'Refresh' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Version 2: 1 added, 2 changed' });
    await notice.waitFor();
    await notice.getByText('latest: Jun 2026 → Jul 2026').waitFor();
    await notice.getByRole('button', { name: 'Changed cells' }).click();
    const cells = page.getByRole('dialog', { name: 'Cells changed in version 2' });
    const table = cells.getByRole('table');
    await table.getByRole('rowheader', { name: 'May 2026' }).waitFor();
    const june = table.getByRole('row').filter({ hasText: 'Jun 2026' });
    expect(await june.first().textContent()).toBe('Jun 2026Monthly mean431.44431.3');
    await cells.getByRole('button', { name: 'Close' }).click();
    await cells.waitFor({ state: 'detached' });

    // the history: two versions, the new one current
    const history = page.getByRole('table', { name: 'Versions' });
    await history.getByRole('row').filter({ hasText: 'Refresh from its address' }).waitFor();
    expect(await history.getByRole('row').count()).toBe(3);

    // the CO2 page follows the new version
    const after = await headline(page);
    await after.getByText('429.95 ppm', { exact: true }).waitFor();
    await after.getByText('Monthly mean, Jul 2026', { exact: true }).waitFor();

    // Restore version 1: the old figure is back
    await openDataset(page);
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 is the current one again.').waitFor();
    const restored = await headline(page);
    await restored.getByText('431.44 ppm', { exact: true }).waitFor();
    await restored.getByText('Monthly mean, Jun 2026', { exact: true }).waitFor();

    // Delete lists the charts built on it first, and keeps the set until a second yes
    await openDataset(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this data set?' });
    const charts = dialog.getByRole('list', { name: /^The \d+ charts built on it$/ });
    await charts.getByRole('link', { name: 'The Keeling curve' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('takes a new version of an uploaded set from a chosen file, matched by year and entity', async () => {
    const table = (rows: string[]) => `Year,Entity,Emissions\n${rows.join('\n')}\n`;
    await importAsDemo(suite.server.url, {
      name: 'emissions.csv',
      csv: table(['2020,France,10', '2020,Chad,1', '2021,France,11', '2021,Chad,1.5']),
      title: 'Team emissions',
    });
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Team emissions' }).click();
    await page.getByRole('heading', { name: 'Team emissions', level: 1 }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a new version' }).click();
    const next = ['2020,France,10', '2021,France,12', '2021,Chad,1.5', '2022,France,12.5'];
    await (await chooser).setFiles(tempFile('emissions-v2.csv', table(next)));
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Version 2: 1 added, 1 removed, 1 changed' });
    await notice.waitFor();
    await notice.getByText('latest: 2021 → 2022').waitFor();
    await notice.getByRole('button', { name: 'Changed cells' }).click();
    const cells = page.getByRole('dialog', { name: 'Cells changed in version 2' });
    const row = cells.getByRole('row').filter({ hasText: '2021 · France' });
    expect(await row.textContent()).toBe('2021 · FranceEmissions1112');
    await page.keyboard.press('Escape');
    await cells.waitFor({ state: 'detached' });
    const history = page.getByRole('table', { name: 'Versions' });
    await history.getByRole('row').filter({ hasText: 'Uploaded file' }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('maps a column the publisher renamed onto the old one, and goes on', async () => {
    await importAsDemo(suite.server.url, {
      name: 'stations.csv',
      csv: 'Year,Station,Reading\n2020,Mauna Loa,411.4\n2021,Mauna Loa,414.2\n',
      title: 'Station readings',
    });
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Station readings' }).click();
    await page.getByRole('heading', { name: 'Station readings', level: 1 }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a new version' }).click();
    const renamed =
      'Year,Site,Reading\n2020,Mauna Loa,411.4\n2021,Mauna Loa,414.2\n2022,Mauna Loa,417.1\n';
    await (await chooser).setFiles(tempFile('stations-v2.csv', renamed));
    await page
      .getByRole('alert')
      .filter({ hasText: 'The file’s columns changed. Missing: “Station”. New: “Site”.' })
      .waitFor();

    const form = page.getByRole('form', { name: 'Renamed columns?' });
    const choice = form.getByRole('combobox', { name: 'New name of “Station”' });
    await choice.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Site' }).click();
    expect(await choice.textContent()).toBe('Site');
    await form.getByRole('button', { name: 'Map the columns and go on' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'Version 2: 1 added' });
    await notice.waitFor();
    await notice.getByText('columns renamed: Station → Site').waitFor();
    expect(await form.count()).toBe(0);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('chooses the columns that identify a row from the keyboard', async () => {
    await importAsDemo(suite.server.url, {
      name: 'keyed.csv',
      csv: 'Year,Entity,Emissions\n2020,France,10\n2020,Chad,1\n',
      title: 'Keyed emissions',
    });
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Keyed emissions' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the data set' });
    const key = edit.getByRole('combobox', { name: 'Columns that identify a row' });
    await key.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Year' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await key.textContent()).toBe('YearEntity');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('“Keyed emissions” was saved.').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await key.textContent()).toBe('YearEntity');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
