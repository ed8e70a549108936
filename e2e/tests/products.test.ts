import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
