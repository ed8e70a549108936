import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// a new account is a viewer: it reads the published catalogue (the five seeded examples)
const suite = startSuite();

const cardNames = (page: Page) => page.locator('main article h2').allTextContents();

describe('the climate products page', () => {
  it('is reached from the navigation, filters on the server as a person types and picks, and opens a product', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Climate products' }).first().click();
    await page.waitForURL('**/dashboard/product');
    await expect.poll(() => cardNames(page)).toHaveLength(5);
    await expect.poll(() => page.getByText('5 products').isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Mechanism' }).click();
    await page.getByRole('option', { name: 'Avoidance' }).click();
    await page.waitForURL((url) => url.searchParams.get('mechanism') === 'avoidance');
    await expect.poll(() => cardNames(page)).toEqual(['Example: efficient cookstoves']);

    await page.getByRole('combobox', { name: 'Mechanism' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    // a vintage at 200.00 a tonne or less: cookstoves, reforestation, biochar
    await page.getByRole('searchbox', { name: 'Highest price per tonne' }).pressSequentially('200');
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '200');
    await expect
      .poll(() => cardNames(page))
      .toEqual([
        'Example: biochar from forestry residues',
        'Example: efficient cookstoves',
        'Example: native reforestation of pasture',
      ]);

    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('basalt');
    await expect
      .poll(() => page.getByText('No product matches these filters.').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Clear the highest price' }).click();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Example: direct air capture with basalt storage']);

    await page.getByRole('link', { name: /direct air capture with basalt storage/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'basalt' }).waitFor();
    const rows = page.getByRole('table', { name: 'Vintages' }).getByRole('row');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        'Vintage\tPrice per tonne CO2e\tTonnes available',
        '2025\t€600.00\t40',
        '2026\t€550.00\t120',
      ]);
    expect(
      await page.getByText('An example for the demo', { exact: false }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('Iceland').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'All products' }).click();
    await expect.poll(() => cardNames(page)).toHaveLength(5);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('an admin adds a product with a vintage through the form, and a viewer finds it', async () => {
    const token = await demoToken(suite.server.url);
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      token,
    });
    await page.goto('/dashboard/product');
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog
      .getByRole('textbox', { name: 'Name' })
      .pressSequentially('Olivine weathering pilot');
    await dialog.getByRole('combobox', { name: 'Technology' }).click();
    await page.getByRole('option', { name: 'Enhanced weathering' }).click();
    await dialog.getByRole('textbox', { name: 'Country code' }).pressSequentially('NO');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await dialog.getByRole('button', { name: 'Add a vintage' }).click();
    const year = dialog.getByRole('spinbutton', { name: 'Vintage 1: year' });
    await year.fill('');
    await year.pressSequentially('2027');
    const price = dialog.getByRole('spinbutton', { name: 'Vintage 1: price per tonne' });
    await price.fill('');
    await price.pressSequentially('123.45');
    const tonnes = dialog.getByRole('spinbutton', { name: 'Vintage 1: tonnes available' });
    await tonnes.fill('');
    await tonnes.pressSequentially('75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Olivine weathering pilot' }).waitFor();
    const rows = page.getByRole('table', { name: 'Vintages' }).getByRole('row');
    await expect.poll(() => rows.nth(1).innerText()).toBe('2027\t€123.45\t75');
    expect(pageErrors).toEqual([]);
    await context.close();

    const reader = await openSignedIn(suite.browser, suite.server.url);
    await reader.page.goto('/dashboard/product?vintage=2027');
    await expect.poll(() => cardNames(reader.page)).toEqual(['Olivine weathering pilot']);
    expect(await reader.page.getByRole('button', { name: 'New product' }).count()).toBe(0);
    await reader.context.close();
  }, 60_000);

  it('reads in Arabic, right to left', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      language: 'ar',
      settings: { themeDirection: 'rtl', themeMode: 'dark' },
    });
    await page.goto('/dashboard/product?technology=biochar');
    await expect.poll(() => cardNames(page)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('منتجات المناخ');
    expect(await page.getByText('الفحم الحيوي', { exact: false }).count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
