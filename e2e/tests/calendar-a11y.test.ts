import { DEFAULT_SETTINGS } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { AXE_COMBOS } from '../support/a11y-screens';
import { axeViolations } from '../support/axe';
import { demoToken } from '../support/blog';
import { stillFor } from '../support/browser';
import { texts } from '../support/data';
import { callApi, openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 32, "done when": axe finds nothing serious on the month, week, day and agenda views
// (with the seeded events of the current weeks) in light and dark, left to right (English) and
// right to left (Arabic), nor in the event dialog.
const suite = startSuite();

describe('the calendar, accessible', () => {
  it('has no serious axe violation in its four views, light and dark, ltr and rtl', async () => {
    const token = await demoToken(suite.server.url);
    const found: string[] = [];
    for (const combo of AXE_COMBOS) {
      const language = combo.themeDirection === 'rtl' ? 'ar' : 'en';
      const T = texts(language, 'calendar');
      const settings = { ...DEFAULT_SETTINGS, ...combo };
      // the account's saved settings win after sign-in: save these ones
      await callApi(suite.server.url, 'PUT', '/api/account/settings', token, {
        settings,
        language,
      });
      const session = await openSignedIn(suite.browser, suite.server.url, {
        token,
        language,
        settings,
      });
      const { page } = session;
      await page.goto('/dashboard/calendar');
      await page.getByTestId('calendar-grid').locator('[role=button]').first().waitFor();
      for (const view of ['month', 'week', 'day', 'agenda'] as const) {
        await page.getByRole('button', { name: T.views[view], exact: true }).click();
        await stillFor(page);
        for (const line of await axeViolations(page, ['serious', 'critical']))
          found.push(`${combo.themeMode} ${combo.themeDirection} ${view}: ${line}`);
      }
      await page.getByRole('button', { name: T.toolbar.newEvent }).click();
      await page.getByRole('dialog').waitFor();
      await stillFor(page);
      for (const line of await axeViolations(page, ['serious', 'critical']))
        found.push(`${combo.themeMode} ${combo.themeDirection} dialog: ${line}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(combo.themeDirection);
      expect(session.pageErrors).toEqual([]);
      await session.context.close();
    }
    expect(found).toEqual([]);
  });
});
