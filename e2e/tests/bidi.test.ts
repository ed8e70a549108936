import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardSelector, demoToken, openAsDemo } from '../support/blog';
import { openPage } from '../support/browser';
import { startSuite } from '../support/suite';

const suite = startSuite();

/**
 * Where two pieces of an element's text are painted (their left edges, in px): the order a
 * reader sees, whatever the order in the text.
 */
const leftEdges = (element: Locator, pieces: string[]) =>
  element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const text: Text[] = [];
    for (let current = walker.nextNode(); current; current = walker.nextNode())
      text.push(current as Text);
    return wanted.map((piece) => {
      for (const part of text) {
        const at = part.data.indexOf(piece);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(part, at);
        range.setEnd(part, at + piece.length);
        return Math.round(range.getBoundingClientRect().left);
      }
      return Number.NaN;
    });
  }, pieces);

describe('Arabic: direction and bidirectional text', () => {
  for (const [name, stored] of [
    ['corrupt', '{"themeMode":"dark",'],
    ['missing', ''],
    ['a direction that is not one', '{"themeDirection":"sideways","themeMode":"dark"}'],
  ] as const) {
    it(`reads right to left when the stored settings are ${name}`, async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
      await context.addInitScript((settings) => {
        localStorage.setItem('i18nextLng', 'ar');
        if (settings) localStorage.setItem('settings', settings);
        else localStorage.removeItem('settings');
      }, stored);
      await page.goto('/auth/jwt/login');
      await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // the form reads from the right: its fields' text starts at their right edge
      const email = page.locator('input[type="email"]');
      expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }

  it('keeps a date in its order inside Arabic text with a Latin name before it', async () => {
    const { page, context } = await openAsDemo(suite.browser, suite.server.url);
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/dashboard/blog');
    const caption = page.locator(`${cardSelector} .MuiTypography-caption`).first();
    await caption.waitFor();
    const text = await caption.innerText();
    // "Demo Admin · ‏24/11/2026": the day is read first, so it sits right of the year
    const [, date = ''] = text.split(' · ');
    const [day, , year] = date.replace(/[\u2068\u2069\u200f]/g, '').split('/');
    expect(day && year).toBeTruthy();
    const [dayLeft, yearLeft, nameLeft] = await leftEdges(caption, [day ?? '', year ?? '', 'Demo']);
    expect(dayLeft).toBeGreaterThan(yearLeft ?? 0);
    // and the whole date stays on one side of the name: it never splits around it
    expect(Math.sign((dayLeft ?? 0) - (nameLeft ?? 0))).toBe(
      Math.sign((yearLeft ?? 0) - (nameLeft ?? 0)),
    );
    await context.close();
  });

  it('keeps an e-mail address that starts with digits in its order', async () => {
    const email = `2026.ada.${Date.now()}@example.com`;
    const response = await fetch(`${suite.server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'L',
      }),
    });
    const { accessToken } = (await response.json()) as { accessToken: string };
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await context.addInitScript((token) => {
      localStorage.setItem('i18nextLng', 'ar');
      sessionStorage.setItem('accessToken', token);
    }, accessToken);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'الحساب' }).click();
    const line = page.locator('.MuiPopover-paper p', { hasText: 'example.com' });
    await line.waitFor();
    const [digits, domain] = await leftEdges(line, ['2026', 'example.com']);
    expect(digits).toBeLessThan(domain ?? 0);
    await context.close();
  });

  it("writes the pagers' figures in Western digits, as every other figure", async () => {
    const token = await demoToken(suite.server.url);
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await context.addInitScript((stored) => {
      sessionStorage.setItem('accessToken', stored);
      localStorage.setItem('i18nextLng', 'ar');
    }, token);
    // MUI's TablePagination (the users and the articles) and MUI X's (a data set's preview)
    for (const path of [
      '/dashboard/management/users',
      '/dashboard/management/blog',
      '/dashboard/management/dataSet',
    ]) {
      await page.goto(path);
      if (path.endsWith('dataSet')) await page.getByRole('link', { name: /monthly mean/ }).click();
      const pager = page.locator('.MuiTablePagination-displayedRows');
      await pager.getByText(/^1–\d+ من [\d,]+$/).waitFor();
      expect(await pager.textContent(), path).not.toMatch(/[\u0660-\u0669]/);
    }
    await context.close();
  });

  it('cuts a Latin name that does not fit at its end, not its start, in a grid', async () => {
    const token = await demoToken(suite.server.url);
    const phone = { width: 390, height: 844 };
    const { page, context } = await openPage(suite.browser, suite.server.url, phone);
    await context.addInitScript((stored) => {
      sessionStorage.setItem('accessToken', stored);
      localStorage.setItem('i18nextLng', 'ar');
    }, token);
    // (on a phone the trips are cards, whose titles wrap whole: below)
    for (const [path, field, name] of [
      ['/dashboard/management/dataSet', 'name', 'Mauna Loa CO₂, annual growth rate'],
    ] as const) {
      await page.goto(path);
      const cell = page.locator(`[role="gridcell"][data-field="${field}"]`, { hasText: name });
      await cell.waitFor();
      const painted = await cell.evaluate((node, text) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const part = walker.nextNode() as Text;
        const range = document.createRange();
        range.setStart(part, part.data.indexOf(text));
        range.setEnd(part, part.data.indexOf(text) + 1);
        const box = node.getBoundingClientRect();
        return {
          overflows: node.scrollWidth > node.clientWidth,
          firstLetter: range.getBoundingClientRect().left,
          cell: { left: box.left, right: box.right },
        };
      }, name);
      // the name is longer than its cell on a phone, and its first letter is the one that shows
      expect(painted.overflows, path).toBe(true);
      expect(painted.firstLetter, path).toBeGreaterThanOrEqual(painted.cell.left);
      expect(painted.firstLetter, path).toBeLessThan(painted.cell.right);
    }
    await page.goto('/dashboard/travel');
    const title = page.getByRole('heading', { name: 'Mediterranean sea-level workshop', level: 3 });
    const shown = await title.evaluate((node) => {
      const text = node.firstChild as Text;
      const letter = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect();
      };
      const [first, last] = [letter(0), letter(text.data.length - 1)];
      return {
        whole: node.scrollWidth <= node.clientWidth,
        // one line, read from its first letter on the left to its last
        leftToRight: first.top === last.top ? first.left < last.left : first.top < last.top,
      };
    });
    expect(shown).toEqual({ whole: true, leftToRight: true });
    await context.close();
  });
});
