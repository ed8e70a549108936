import type { Trip } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { scrollsSideways } from '../support/data';
import { demoApi } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 30, item 14: on a phone (390 px) the trips are a list of cards whose CO2e is always in
// view, with no sideways scroll; the long table of sources is folded until asked for.
const suite = startSuite();

const PHONE = { width: 390, height: 844 };

describe('the travel page on a phone', () => {
  it('lists trips as cards with their CO2e in view, and folds the sources', async () => {
    const api = await demoApi(suite.server.url);
    const { items } = (await api.get('/api/travel/trips?size=10')) as { items: Trip[] };
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      viewport: PHONE,
    });
    await page.goto('/dashboard/travel');
    const list = page.getByRole('list', { name: 'Trips' });
    const cards = list.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(items.length);
    expect(await scrollsSideways(page)).toBe(false);
    // each card: its title and its CO2e, whole and inside the screen
    for (const [index, trip] of items.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(trip.title);
      const co2e = card.getByText(`${Math.round(trip.co2eKg).toLocaleString('en')} kg CO2e`, {
        exact: true,
      });
      const box = await co2e.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }

    // the next page, as the grid's footer does
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(() => cards.first().getByRole('heading').innerText())
      .not.toBe(items[0]?.title);

    // a card's button compares its trip
    const first = cards.first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('button', { name: `Compare modes for ${title}` }).click();
    await page.getByRole('region', { name: `${title} by every mode` }).waitFor();

    // the sources: folded, the page short; opened on request
    const sources = page.getByRole('region', { name: 'Sources' });
    const show = sources.getByRole('button', { name: /factors/ });
    await show.waitFor();
    expect(await sources.locator('tbody tr').first().isVisible()).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);
    await show.click();
    await sources.locator('tbody tr').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
