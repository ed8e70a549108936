import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser';
import {
  bodyBackground,
  createAccount,
  htmlDir,
  luminanceOf,
  openSettings,
  option,
  settingsSaved,
  signInTo,
  storedSettings,
} from '../support/settings';
import { startSuite } from '../support/suite';

const suite = startSuite();

async function signedIn(viewport?: { width: number; height: number }) {
  const tracked = await openPage(suite.browser, suite.server.url, viewport);
  const email = await createAccount(tracked.page);
  await signInTo(tracked.page, email);
  return { ...tracked, email };
}

const badgeCount = (page: Page) => page.getByTestId('settings-badge').count();
/** The selected option's icon is painted in the theme's primary colour. */
const primaryColour = (page: Page) =>
  option(page, 'Light')
    .locator('svg')
    .evaluate((el) => getComputedStyle(el).color);
const pressed = (page: Page, name: string) => option(page, name).getAttribute('aria-pressed');

describe('settings drawer', () => {
  it('changes mode, direction, contrast and preset, and keeps them across a reload', async () => {
    const { page, context, pageErrors, foreignRequests } = await signedIn();
    expect(await badgeCount(page)).toBe(0);
    const lightBackground = await bodyBackground(page);
    expect(luminanceOf(lightBackground)).toBeGreaterThan(0.8);

    const drawer = await openSettings(page);
    expect(await option(page, 'Reset').isDisabled()).toBe(true);
    expect(await pressed(page, 'MUJI')).toBe('true');

    await expect.poll(() => primaryColour(page)).toBe('rgb(127, 0, 25)');
    await option(page, 'cyan').click();
    await expect.poll(() => primaryColour(page)).toBe('rgb(10, 116, 201)');
    expect(await badgeCount(page)).toBe(1);

    const boldBackground = await bodyBackground(page);
    await option(page, 'Default').click();
    expect(await bodyBackground(page)).not.toBe(boldBackground);
    await option(page, 'Bold').click();
    expect(await bodyBackground(page)).toBe(boldBackground);
    await option(page, 'Default').click();

    await option(page, 'Dark').click();
    expect(luminanceOf(await bodyBackground(page))).toBeLessThan(0.05);
    const paper = await drawer.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminanceOf(paper)).toBeLessThan(0.05);

    await option(page, 'RTL').click();
    expect(await htmlDir(page)).toBe('rtl');
    // The drawer moves to the left edge once the rtl styles (loaded on demand) are in.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(280);

    await page.reload();
    await page.getByText('Hi, Ada').first().waitFor();
    expect(await htmlDir(page)).toBe('rtl');
    expect(luminanceOf(await bodyBackground(page))).toBeLessThan(0.05);
    expect(await storedSettings(page)).toMatchObject({
      themeMode: 'dark',
      themeDirection: 'rtl',
      themeContrast: 'default',
      themeColorPresets: 'cyan',
    });
    expect(await badgeCount(page)).toBe(1);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('Reset restores the defaults and hides the badge', async () => {
    const { page, context } = await signedIn();
    await openSettings(page);
    await option(page, 'Dark').click();
    await option(page, 'RTL').click();
    await option(page, 'red').click();
    expect(await badgeCount(page)).toBe(1);

    await option(page, 'Reset').click();
    expect(await htmlDir(page)).toBe('ltr');
    expect(luminanceOf(await bodyBackground(page))).toBeGreaterThan(0.8);
    expect(await pressed(page, 'MUJI')).toBe('true');
    expect(await option(page, 'Reset').isDisabled()).toBe(true);
    expect(await badgeCount(page)).toBe(0);
    expect(await storedSettings(page)).toEqual({
      themeMode: 'light',
      themeContrast: 'bold',
      themeDirection: 'ltr',
      themeLayout: 'horizontal',
      themeStretch: false,
      themeColorPresets: 'MUJI',
    });
    await context.close();
  });

  it('is keyboard-operable: Tab reaches the options, Enter picks one, Escape closes', async () => {
    const { page, context } = await signedIn();
    await page.getByRole('button', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await option(page, 'Light').waitFor();
    for (let i = 0; i < 10; i++) {
      const name = await page.evaluate(() => document.activeElement?.textContent);
      if (name === 'Dark') break;
      await page.keyboard.press('Tab');
    }
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    expect(luminanceOf(await bodyBackground(page))).toBeLessThan(0.05);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('Stretch widens the content only above 1600 px', async () => {
    const { page, context } = await signedIn({ width: 1920, height: 1000 });
    const container = page.locator('main .MuiContainer-root').first();
    const narrow = (await container.boundingBox())?.width ?? 0;
    expect(narrow).toBeLessThanOrEqual(1200);
    await openSettings(page);
    await page.getByRole('switch', { name: 'Stretch' }).check();
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => (document.querySelector('main .MuiContainer-root')?.clientWidth ?? 0) > 1200,
    );
    await page.setViewportSize({ width: 1500, height: 900 });
    const at1500 = (await container.boundingBox())?.width ?? 0;
    await openSettings(page);
    await page.getByRole('switch', { name: 'Stretch' }).uncheck();
    await page.keyboard.press('Escape');
    expect((await container.boundingBox())?.width).toBe(at1500);
    await context.close();
  });

  it('Layout changes the navigation (mini is narrower than vertical)', async () => {
    const { page, context } = await signedIn();
    await openSettings(page);
    const navWidth = async () =>
      (await page.locator('nav[aria-label="Main"]').first().boundingBox())?.width ?? 0;
    await option(page, 'Vertical').click();
    expect(await pressed(page, 'Vertical')).toBe('true');
    const vertical = await navWidth();
    await option(page, 'Mini').click();
    expect(await pressed(page, 'Mini')).toBe('true');
    const mini = await navWidth();
    expect((await storedSettings(page)).themeLayout).toBe('mini');
    expect(mini).toBeLessThan(vertical);
    await context.close();
  });
});

describe('settings saved to the account', () => {
  it('follows the user to a fresh browser after sign-in', async () => {
    const first = await openPage(suite.browser, suite.server.url);
    const email = await createAccount(first.page);
    await signInTo(first.page, email);
    await openSettings(first.page);
    await option(first.page, 'Dark').click();
    const saved = settingsSaved(first.page);
    await option(first.page, 'purple').click();
    await saved;
    await first.context.close();

    const second = await openPage(suite.browser, suite.server.url);
    await signInTo(second.page, email);
    await second.page.waitForFunction(
      () => JSON.parse(localStorage.getItem('settings') ?? '{}').themeColorPresets === 'purple',
    );
    expect(luminanceOf(await bodyBackground(second.page))).toBeLessThan(0.05);
    expect(await storedSettings(second.page)).toMatchObject({
      themeMode: 'dark',
      themeColorPresets: 'purple',
    });
    await second.context.close();
  });
});

describe('the dashboard in light and dark, ltr and rtl', () => {
  it('paints each combination: page colour, direction, the nav on its side, saved settings', async () => {
    const { page, context, pageErrors } = await signedIn();
    for (const mode of ['Light', 'Dark'] as const) {
      for (const direction of ['LTR', 'RTL'] as const) {
        await openSettings(page);
        await option(page, mode).click();
        await option(page, direction).click();
        await option(page, 'Vertical').click();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const name = `${mode}, ${direction}`;
        expect(await htmlDir(page), name).toBe(direction.toLowerCase());
        const luminance = luminanceOf(await bodyBackground(page));
        if (mode === 'Dark') expect(luminance, name).toBeLessThan(0.05);
        else expect(luminance, name).toBeGreaterThan(0.8);
        // the side nav sits at the reading side's edge
        const rail = await page.getByTestId('nav-vertical').boundingBox();
        expect(rail?.x, name).toBe(direction === 'LTR' ? 0 : 1440 - 280);
        expect(await storedSettings(page), name).toMatchObject({
          themeMode: mode.toLowerCase(),
          themeDirection: direction.toLowerCase(),
          themeLayout: 'vertical',
        });
        await screenshot(page, `dashboard-${mode.toLowerCase()}-${direction.toLowerCase()}`);
      }
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
