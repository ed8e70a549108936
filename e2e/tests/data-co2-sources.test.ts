import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { importAsDemo, retype, testDataText, typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// The CO2 page reads the data sets chosen in its settings, not ones with magic slugs: the admin
// imports OWID's emissions under a slug of their own, chooses them for "Emissions by country"
// with the keyboard, and renames the monthly set's slug without the page noticing.
const suite = startSuite();

const COUNTRIES = ['France', 'India'];
const TITLE = 'Annual CO₂ emissions (OWID)';

beforeAll(async () => {
  const [header, ...rows] = testDataText('owid/annual-co2-emissions-per-country.csv').split('\n');
  const kept = rows.filter((row) => COUNTRIES.includes(row.split(',')[0] ?? ''));
  await importAsDemo(suite.server.url, {
    name: 'owid.csv',
    csv: `${header}\n${kept.join('\n')}\n`,
    title: TITLE,
    slug: 'emissions-of-two-countries',
  });
});

describe("the CO2 page's data sources (demo admin)", () => {
  it('chooses the emissions data set in the page, and keeps its figures when a slug changes', async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await typeSignIn(page);
    await page.goto('/dashboard/project/Co2');
    await page
      .getByText(/^Emissions by country appear once a data set of them .* is chosen/)
      .waitFor();
    const section = page.getByRole('region', { name: 'Annual CO2 emissions by country' });
    expect(await section.count()).toBe(0);

    // the settings: each part's data set; only fitting ones are offered
    await page.getByRole('button', { name: 'Data sources' }).click();
    const dialog = page.getByRole('dialog', { name: "The page's data sources" });
    const monthly = dialog.getByRole('combobox', { name: /^Monthly means/ });
    await monthly.waitFor();
    expect(await monthly.textContent()).toBe('Mauna Loa CO₂, monthly mean');
    await monthly.click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['None', 'Mauna Loa CO₂, monthly mean']);
    await page.keyboard.press('Escape');

    const emissions = dialog.getByRole('combobox', { name: 'Emissions by country' });
    expect(await emissions.textContent()).toBe('None');
    await emissions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: TITLE }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await emissions.textContent()).toBe(TITLE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The data sources were saved.').waitFor();
    await section.waitFor();

    // the monthly set's slug renamed: the page still finds it
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Mauna Loa CO₂, monthly mean' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the data set' });
    const slug = edit.getByRole('textbox', { name: 'Slug' });
    expect(await slug.inputValue()).toBe('noaa-co2-monthly-mlo');
    await retype(slug, 'mauna-loa-monthly');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('“Mauna Loa CO₂, monthly mean” was saved.').waitFor();
    await page.goto('/dashboard/project/Co2');
    const headline = page.getByRole('region', { name: 'CO2 at Mauna Loa' });
    await headline.getByText('431.44 ppm', { exact: true }).waitFor();
    await section.waitFor();

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
