import { DEFAULT_SETTINGS, type Settings } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { AXE_COMBOS } from '../support/a11y-screens';
import { axeViolations } from '../support/axe';
import { stillFor } from '../support/browser';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 31, "done when": axe finds nothing serious or critical on the board in light and dark,
// left to right (English) and right to left (Arabic): the board with its filters, drag handles
// and menus, a card's dialog (editor, date field, checklist) and its comments. The whole board
// page is also in the sweep of every screen (support/a11y-screens.ts).
const suite = startSuite();
const FAILING = ['serious', 'critical'] as const;

describe('accessibility of the team board (axe-core: serious and critical)', () => {
  for (const combo of AXE_COMBOS) {
    it(`has no violations: ${combo.themeMode}, ${combo.themeDirection}`, async () => {
      const settings: Settings = { ...DEFAULT_SETTINGS, ...combo };
      const language = combo.themeDirection === 'rtl' ? 'ar' : 'en';
      const api = await demoApi(suite.server.url);
      await api.put('/api/account/settings', { settings, language });
      const { page, context } = await openSignedIn(suite.browser, suite.server.url, {
        token: api.token,
        settings,
        language,
      });
      const found: string[] = [];
      const check = async (where: string) => {
        await stillFor(page);
        for (const line of await axeViolations(page, FAILING)) found.push(`${where}: ${line}`);
      };
      await page.goto('/dashboard/kanban');
      await page.locator('main section li h3').nth(5).waitFor();
      // what loads after the board's first paint: the filters and the cards' drag handles
      await page.getByRole('search').getByRole('combobox').first().waitFor();
      await page.locator('main section li [id^="kanban-drag-"]').first().waitFor();
      await check('board');

      // the first card's dialog, with its editor loaded
      await page.locator('[id^="kanban-edit-"]').first().click();
      await page.getByRole('dialog').locator('[aria-multiline="true"]').waitFor();
      await check('card dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.locator('main section li').first().getByRole('button').first().waitFor();
      await page.locator('main section li button:not([id])').first().click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
      await check('comments');
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
