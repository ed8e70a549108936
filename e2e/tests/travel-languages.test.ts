import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../support/data';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 30, item 8 (travel): in French and Arabic the Sources card's notes are in the page's
// language, and the grid's Mode and CO2e cells show their whole text.
const suite = startSuite();

const ENGLISH_NOTES = ['DESNZ gives this factor per vehicle-km', 'Includes the radiative forcing'];

/** The cells of a grid column whose text is cut (an ellipsis): their text. */
const cutCells = (page: Page, field: string) =>
  page
    .locator(`.MuiDataGrid-row [data-field="${field}"]`)
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );

describe('the travel page in French and Arabic', () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`says the sources' notes in ${language} and shows whole Mode and CO2e cells`, async () => {
      const travel = texts(language, 'travel');
      const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
        settings: { themeDirection: language === 'ar' ? 'rtl' : 'ltr' },
        language,
      });
      await page.goto('/dashboard/travel?size=25');
      await page.locator('.MuiDataGrid-row').first().waitFor();
      // every seeded mode's longest texts: the flights and the ferries among them
      await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBeGreaterThan(10);
      expect(await cutCells(page, 'mode')).toEqual([]);
      expect(await cutCells(page, 'co2eKg')).toEqual([]);

      const sources = page.getByRole('region', { name: travel.sources.title });
      await sources.locator('tbody tr').nth(10).waitFor();
      const text = await sources.textContent();
      for (const english of ENGLISH_NOTES) expect(text).not.toContain(english);
      expect(text).toContain(travel.sources.notes.perVehicle);
      expect(text).toContain(travel.sources.notes.withRf);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
