import { beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { choose, figure, importAsDemo, testDataText } from '../support/data';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// An editor builds a per-capita chart in the chart editor: OWID's annual emissions divided by
// OWID's population, joined on Code + Year (a derived series computed on the server). Its start
// and end (2000 and 2020) for three countries equal the ratio computed here from the two files.
const suite = startSuite();

const COUNTRIES = ['Brazil', 'Germany', 'India'];
const EMISSIONS = 'Emissions of three countries';
const POPULATION = 'Population of three countries';
const TITLE = 'CO₂ per person';
const UNIT = 't per person';

/** The file's header and the lines of the three countries (all their years). */
function extract(file: string) {
  const [header, ...lines] = testDataText(file).trim().split('\n');
  return {
    csv: `${[header, ...lines.filter((l) => COUNTRIES.includes(l.split(',')[0] ?? ''))].join('\n')}\n`,
    valueIn: (country: string, year: number) => {
      const line = lines.find((l) => l.startsWith(`${country},`) && l.split(',')[2] === `${year}`);
      if (!line) throw new Error(`${file}: no ${country} ${year}`);
      return Number(line.split(',')[3]);
    },
  };
}

const emissions = extract('owid/annual-co2-emissions-per-country.csv');
const population = extract('owid/population.csv');
/** What the reader's table writes: the ratio with at most 2 decimals, its unit and year. */
const shown = (country: string, year: number) => {
  const ratio = emissions.valueIn(country, year) / population.valueIn(country, year);
  const value = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(ratio);
  return `${value} ${UNIT} (${year})`;
};

beforeAll(async () => {
  await importAsDemo(suite.server.url, {
    name: 'emissions.csv',
    csv: emissions.csv,
    title: EMISSIONS,
  });
  await importAsDemo(suite.server.url, {
    name: 'population.csv',
    csv: population.csv,
    title: POPULATION,
  });
});

describe('a per-capita chart built in the chart editor', () => {
  it('divides emissions by population on Code + Year, as the two files do by hand', async () => {
    const { page, context, pageErrors, foreignRequests } = await openSignedIn(
      suite.browser,
      suite.server.url,
      { token: await demoToken(suite.server.url) },
    );
    await page.goto('/dashboard/management/charts');
    await page.getByRole('link', { name: 'New chart' }).click();
    await page.getByRole('heading', { name: 'New chart', level: 1 }).waitFor();

    const dataset = page.getByRole('combobox', { name: 'Data set', exact: true });
    await dataset.click();
    await page.keyboard.type('Emissions of');
    await page.getByRole('option', { name: EMISSIONS }).click();
    await choose(page, page.getByRole('combobox', { name: /^X axis/ }), 'Year');
    await choose(page, page.getByRole('combobox', { name: /^Values/ }), 'Annual CO₂ emissions');
    await page.keyboard.press('Escape');
    await choose(page, page.getByRole('combobox', { name: 'Series split by' }), 'Entity');

    // the derived series: a ratio to the population, joined on the columns both files have
    await choose(
      page,
      page.getByRole('combobox', { name: 'Derived series' }),
      'Ratio to another data set (per capita)',
    );
    const divisor = page.getByRole('combobox', { name: /^Divide by the data set/ });
    await divisor.click();
    await page.keyboard.type('Population of');
    await page.getByRole('option', { name: POPULATION }).click();
    const keys = page.getByRole('combobox', { name: /^Joined on/ });
    // Code and Year are offered by name (not Entity: the split; not the values)
    await expect.poll(() => keys.textContent()).toBe('CodeYear');
    await choose(
      page,
      page.getByRole('combobox', { name: /^Its column to divide by/ }),
      'Population (historical)',
    );

    await page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await page.keyboard.type(TITLE);
    await page.getByRole('textbox', { name: 'From', exact: true }).click();
    await page.keyboard.type('2000');
    await page.getByRole('textbox', { name: 'To', exact: true }).click();
    await page.keyboard.type('2020');
    await page.getByRole('textbox', { name: 'Unit', exact: true }).click();
    await page.keyboard.type(UNIT);
    await page.keyboard.press('Tab');

    // the preview's Table view: each country's start (2000) and end (2020)
    const chart = figure(page, TITLE);
    await chart.getByText(/^Computed: Divided by Population \(historical\)/).waitFor();
    await chart.getByRole('tab', { name: 'Table' }).click();
    const table = chart.getByRole('table', { name: 'Table' });
    for (const country of COUNTRIES) {
      const row = table.getByRole('row', { name: new RegExp(`^${country}`) });
      await expect
        .poll(() => row.getByRole('cell').allTextContents())
        .toEqual([
          shown(country, 2000),
          shown(country, 2020),
          expect.any(String),
          expect.any(String),
        ]);
    }
    // Germany 2020 by hand: 648,356,860 t ÷ 83,628,661 people
    expect(shown('Germany', 2020)).toBe(`7.75 ${UNIT} (2020)`);
    // the provenance names both data sets and how they were joined
    expect(await chart.locator('figcaption').textContent()).toContain(
      `Computed: Divided by Population (historical) of “${POPULATION}”, joined on Code, Year`,
    );
    expect(await chart.getByText(`Divided by data from: ${POPULATION}`).count()).toBe(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${TITLE}” was saved.`).waitFor();
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('id') ?? ''));

    // opened again, the chart keeps its ratio
    await page.reload();
    await page.getByRole('heading', { name: 'Edit chart', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Joined on/ }).textContent())
      .toBe('CodeYear');
    await figure(page, TITLE).getByText(`Divided by data from: ${POPULATION}`).waitFor();

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
