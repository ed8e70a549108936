import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { figure, scrollsSideways, scrollThrough, texts } from '../support/data';
import { openSignedIn } from '../support/session';
import { bodyBackground, luminanceOf } from '../support/settings';
import { startSuite } from '../support/suite';

// The CO2 project page and the list of dashboards, read by a new account (a viewer), in light and
// dark, left to right and right to left. The figures come from the seed's NOAA data sets.
const suite = startSuite();

/** The headline's card: its label is its name (Co2Figures). */
const headline = (page: Page, label: string) => page.getByRole('region', { name: label });

/** The line's path with the most points in a chart's drawing (the Keeling curve has ~820). */
const longestPath = (page: Page, title: string) =>
  figure(page, title)
    .first()
    .locator('svg path')
    .evaluateAll((paths) =>
      Math.max(0, ...paths.map((path) => (path.getAttribute('d') ?? '').split(/[LC]/).length)),
    );

describe('the CO2 project page', () => {
  it('shows the latest Mauna Loa figure with its month, and the Keeling curve', async () => {
    const { page, context, pageErrors, foreignRequests } = await openSignedIn(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/dashboard/project/Co2');
    await page.getByRole('heading', { name: 'CO2 project', level: 1 }).waitFor();

    const latest = headline(page, 'CO2 at Mauna Loa');
    await latest.waitFor();
    await latest.getByText('431.44 ppm', { exact: true }).waitFor();
    await latest.getByText('Monthly mean, Jun 2026', { exact: true }).waitFor();
    // the other figures, each with what it compares
    for (const label of ['Change over one year', 'Change over ten years', 'Annual growth rate'])
      await headline(page, label).waitFor();
    await headline(page, 'Change over one year').getByText('Since Jun 2025').waitFor();

    // the Keeling curve: every month's mean and the trend, drawn as lines, with its legend
    const curve = figure(page, 'The Keeling curve').first();
    await curve.locator('svg').first().waitFor();
    await expect.poll(() => longestPath(page, 'The Keeling curve')).toBeGreaterThan(700);
    await curve.getByText('Monthly mean', { exact: true }).first().waitFor();
    await curve.getByText('Trend (seasonal cycle removed)').first().waitFor();
    await curve.getByText('Source:').waitFor();

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

const CASES = [
  { themeMode: 'dark', language: 'en', width: 1440 },
  { themeMode: 'light', language: 'ar', width: 1440 },
  { themeMode: 'dark', language: 'ar', width: 1440 },
  { themeMode: 'dark', language: 'ar', width: 390 },
] as const;

describe('the CO2 page and the dashboards in dark mode and right to left', () => {
  for (const { themeMode, language, width } of CASES) {
    const name = `${themeMode} ${language} at ${width} px`;
    it(`draws both pages without sideways scrolling: ${name}`, async () => {
      const themeDirection = language === 'ar' ? 'rtl' : 'ltr';
      const data = texts(language, 'data');
      const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
        settings: { themeMode, themeDirection },
        language,
        viewport: { width, height: 900 },
      });
      await page.goto('/dashboard/project/Co2');
      expect(await page.evaluate(() => document.dir)).toBe(themeDirection);
      // the headline in the reader's digits, in view once scrolled to
      const latest = headline(page, data.co2.latest);
      await latest.waitFor();
      // read once the page has painted with its theme (not while the start-up screen shows)
      const luminance = luminanceOf(await bodyBackground(page));
      if (themeMode === 'dark') expect(luminance).toBeLessThan(0.05);
      else expect(luminance).toBeGreaterThan(0.8);
      const figureText = await page.evaluate(
        (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(431.44),
        language,
      );
      await latest.getByText(figureText).waitFor();
      await latest.scrollIntoViewIfNeeded();
      expect(await latest.isVisible()).toBe(true);
      const box = await latest.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 1).toBe(true);
      // every chart drawn (the widest parts of the page) before measuring: those below the fold
      // draw as they come near the viewport, so the page is scrolled through
      await page.getByText('Annual means', { exact: true }).waitFor();
      await scrollThrough(page);
      const curve = figure(page, data.co2.keelingCurve).first();
      await curve.locator('svg').first().waitFor();
      await expect.poll(() => page.locator('.MuiBarChart-element').count()).toBeGreaterThan(100);
      await page.getByRole('grid').first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto('/dashboard/list');
      await page.getByRole('heading', { name: data.list.heading, level: 1 }).waitFor();
      const card = page.getByRole('article').filter({ hasText: 'CO2 project' });
      await card.waitFor();
      expect(await card.isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);

      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
