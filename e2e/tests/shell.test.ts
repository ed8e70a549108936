import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, openPage } from '../support/browser';
import { openSignedIn } from '../support/session';
import { openSettings } from '../support/settings';
import { startSuite } from '../support/suite';

const suite = startSuite();

/** The sign-in illustration's parts: the card, its two labels and the CO2 molecule. */
const illustrationParts = (page: Page) =>
  page.locator('svg[role="img"]').evaluate((svg) => {
    const rect = (part: string) => {
      const { left, right, top, bottom } = (
        svg.querySelector(`[data-part="${part}"]`) as SVGGraphicsElement
      ).getBoundingClientRect();
      return { left, right, top, bottom };
    };
    return {
      card: rect('card'),
      unit: rect('unit'),
      place: rect('place'),
      molecule: rect('molecule'),
    };
  });

type Box = { left: number; right: number; top: number; bottom: number };
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom;
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('sign-in and register pages', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`keep the illustration's labels inside its card, clear of each other (${language})`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.url);
      await context.addInitScript((stored) => localStorage.setItem('i18nextLng', stored), language);
      await page.goto('/auth/jwt/login');
      await page.locator('svg[role="img"]').waitFor();
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      const { card, unit, place, molecule } = await illustrationParts(page);
      for (const [name, part] of Object.entries({ unit, place, molecule })) {
        expect(inside(part, card), `${name} inside the card`).toBe(true);
      }
      expect(overlaps(unit, molecule)).toBe(false);
      expect(overlaps(unit, place)).toBe(false);
      expect(overlaps(place, molecule)).toBe(false);
      await context.close();
    });
  }

  it("have the compact header's settings button (SPEC §2), which opens the drawer", async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    for (const path of ['/auth/jwt/register', '/auth/jwt/login']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Need help?' }).waitFor();
      await page.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    }
    await appReady(page);
    await openSettings(page);
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('button', { name: 'Dark' })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').themeMode),
      )
      .toBe('dark');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('navigation labels', () => {
  it('shows French labels as written (no capital on every word)', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
      settings: { themeLayout: 'vertical' },
      language: 'fr',
    });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    // innerText is the text as painted, after any CSS text-transform
    await expect
      .poll(() => nav.getByRole('link', { name: 'Tableaux de bord' }).innerText())
      .toBe('Tableaux de bord');
    expect(await nav.getByRole('link', { name: 'Accueil' }).innerText()).toBe('Accueil');
    await context.close();
  });
});
