import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

const suite = startSuite();

const box = async (page: Page, testId: string) => {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return locator.boundingBox();
};

describe('dashboard layouts at 1440×900 (SPEC §2, §9)', () => {
  it('vertical: a 280 px side nav with the three entries and a collapse toggle', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      settings: { themeLayout: 'vertical' },
    });
    await page.goto('/dashboard');
    expect((await box(page, 'nav-vertical'))?.width).toBe(280);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['home', 'Blog', 'Dashboard']) {
      await expect(nav.getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
    await expect(
      nav.getByRole('link', { name: 'home' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // the list spans the rail (its 16 px padding aside), so items and the active pill reach it
    const rail = await box(page, 'nav-vertical');
    for (const name of ['home', 'Blog', 'Travel']) {
      const item = await nav.getByRole('link', { name }).boundingBox();
      expect(item?.width, name).toBeGreaterThanOrEqual((rail?.width ?? 0) - 2 * 16 - 1);
    }
    await screenshot(page, 'layout-vertical');

    // the toggle switches to mini and back
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    expect((await box(page, 'nav-mini'))?.width).toBe(88);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    expect((await box(page, 'nav-vertical'))?.width).toBe(280);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('mini: an 88 px nav, icon above a 56 px high item', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
      settings: { themeLayout: 'mini' },
    });
    await page.goto('/dashboard');
    expect((await box(page, 'nav-mini'))?.width).toBe(88);
    const blog = page.getByTestId('nav-mini').getByRole('link', { name: 'Blog' });
    expect((await blog.boundingBox())?.height).toBe(56);
    await screenshot(page, 'layout-mini');
    await context.close();
  });

  it('horizontal (the default): a bar under the header, 32 px items, no toggle', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    const bar = await box(page, 'nav-horizontal');
    const header = await page.locator('header').first().boundingBox();
    expect(bar?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + 80 - 1);
    expect(bar?.width).toBe(1440);
    const link = page.getByTestId('nav-horizontal').getByRole('link', { name: 'Blog' });
    expect((await link.boundingBox())?.height).toBe(32);
    expect(await page.getByTestId('nav-vertical').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Collapse navigation' }).count()).toBe(0);
    await screenshot(page, 'layout-horizontal');
    await context.close();
  });
});

describe('mobile drawer at 390×844', () => {
  it('opens with the menu button and closes after following a nav link', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
      settings: { themeLayout: 'vertical' },
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/dashboard');
    expect(await page.getByTestId('nav-vertical').isVisible()).toBe(false);
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height).toBe(64);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor();
    await screenshot(page, 'layout-mobile-drawer');
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('is keyboard-operable: Escape closes the drawer', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('accessibility of the dashboard shell (axe-core)', () => {
  const cases = [
    { themeMode: 'light', themeDirection: 'ltr', themeLayout: 'vertical' },
    { themeMode: 'dark', themeDirection: 'ltr', themeLayout: 'horizontal' },
    { themeMode: 'light', themeDirection: 'rtl', themeLayout: 'mini' },
    { themeMode: 'dark', themeDirection: 'rtl', themeLayout: 'vertical' },
  ] as const;

  for (const settings of cases) {
    it(`has no violations: ${Object.values(settings).join(', ')}`, async () => {
      const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
        settings,
        language: settings.themeDirection === 'rtl' ? 'ar' : 'en',
      });
      await page.goto('/dashboard');
      await page.getByRole('navigation').first().waitFor();
      await page.getByRole('button', { name: /Account|الحساب/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(settings.themeDirection);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
