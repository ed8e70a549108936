import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardSelector, openAsDemo } from '../support/blog';
import { startSuite } from '../support/suite';

const suite = startSuite();

/** The article's banner: its box (the overlay fills it), the cover's and the cover image's. */
const heroBoxes = (page: Page) =>
  page.locator('main h1').evaluate((h1) => {
    const overlay = h1.parentElement as HTMLElement;
    const cover = overlay.previousElementSibling as HTMLElement;
    const rect = (element: Element | null) => {
      const { x, y, width, height } = (element as Element).getBoundingClientRect();
      return {
        x: Math.round(x),
        y: Math.round(y),
        width: Math.round(width),
        height: Math.round(height),
      };
    };
    return { box: rect(overlay), cover: rect(cover), image: rect(cover.querySelector('img')) };
  });

describe('article page', () => {
  it('fills the banner with the cover at every width; the loading banner has the same box', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    for (const width of [1440, 1100, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // the article's answer waits until the loading banner is measured
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route('**/api/blog/article?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard/article/why-mauna-loa');
      const loading = page.getByRole('status', { name: 'Loading articles' });
      const skeleton = await loading.locator(':scope > *').first().boundingBox();
      release();
      await page.getByRole('heading', { name: 'Why Mauna Loa?', level: 1 }).waitFor();
      await page.unroute('**/api/blog/article?*');
      const { box, cover, image } = await heroBoxes(page);
      expect(cover, `cover at ${width}`).toEqual(box);
      expect(image, `image at ${width}`).toEqual(box);
      const round = (value = 0) => Math.round(value);
      expect(
        [skeleton?.x, skeleton?.y, skeleton?.width, skeleton?.height].map(round),
        `loading banner at ${width}`,
      ).toEqual([box.x, box.y, box.width, box.height]);
    }
    // the meta title already carries the brand: it is not added twice
    await expect.poll(() => page.title()).toBe('Why Mauna Loa? | Keeling');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('blog list', () => {
  it('goes to the top of the list when the page changes; the search clears with its own button', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/blog');
    await page.locator(cardSelector).nth(11).waitFor();
    const next = page.getByRole('button', { name: 'Go to page 2' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator(cardSelector).count()).toBe(6);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const first = await page.locator(cardSelector).first().boundingBox();
    expect((first?.y ?? -1) >= 0 && (first?.y ?? 900) < 900).toBe(true);

    // the browser's own (blue) clear button is hidden; the themed one clears the field
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.click();
    await page.keyboard.type('Mauna');
    // (a vendor pseudo-element has no computed style: the rules that reach it are read instead)
    const native = await search.evaluate((input) =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter(
          (rule): rule is CSSStyleRule =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.includes('::-webkit-search-cancel-button') &&
            rule.selectorText
              .split(',')
              .some((selector) =>
                input.matches(selector.replace('::-webkit-search-cancel-button', '').trim()),
              ),
        )
        .map((rule) => rule.style.display),
    );
    expect(native).toContain('none');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('blog management on a phone (390 px)', () => {
  it('keeps the title and its icon buttons on one line and shows the columns that fit', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/management/blog');
    const heading = page.getByRole('heading', { name: 'Articles', level: 1 });
    await heading.waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    const line = await heading.boundingBox();
    for (const name of ['Export CSV', 'New article']) {
      const button = await page
        .getByRole(name === 'Export CSV' ? 'button' : 'link', { name })
        .boundingBox();
      const middle = (button?.y ?? 0) + (button?.height ?? 0) / 2;
      expect(middle, name).toBeGreaterThan(line?.y ?? 0);
      expect(middle, name).toBeLessThan((line?.y ?? 0) + (line?.height ?? 0));
      expect((button?.x ?? 0) + (button?.width ?? 0), name).toBeLessThanOrEqual(390);
    }
    // no sideways scrolling: the page and the table fit the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const table = page.locator('main table');
    expect(
      await table.evaluate((element) => element.parentElement?.scrollWidth),
    ).toBeLessThanOrEqual(
      await table.evaluate((element) => element.parentElement?.clientWidth ?? 0),
    );
    const headers = await page
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.getClientRects().length > 0).map((cell) => cell.textContent),
      );
    expect(headers).toEqual(['', 'Title', 'Actions']);
    // the pager's four buttons show whole within the card (the page size is for wider screens)
    const card = await page.locator('main .MuiCard-root').boundingBox();
    for (const name of [
      'Go to first page',
      'Go to previous page',
      'Go to next page',
      'Go to last page',
    ]) {
      const button = await page.getByRole('button', { name }).boundingBox();
      expect((button?.x ?? 0) + (button?.width ?? 0), name).toBeLessThanOrEqual(
        (card?.x ?? 0) + (card?.width ?? 0),
      );
    }
    // each row still names its article, with its status and date beneath
    const title = rows.first().locator('td').nth(1);
    expect((await title.boundingBox())?.width).toBeGreaterThan(150);
    await rows
      .first()
      .getByText(/^(Published|Draft) · /)
      .waitFor();
    await page.getByRole('link', { name: 'New article' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/management/addblog');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
