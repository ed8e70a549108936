import { DEFAULT_SETTINGS, type Settings } from '@keeling/contract';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { demoToken } from './blog';
import { openPage, stillFor } from './browser';
import { texts } from './data';
import { demoApi } from './editor';
import type { Suite } from './suite';

/** A screen to check: where it is, and what shows once its data is in. */
interface Screen {
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const h1 = (page: Page) => page.locator('h1').first().waitFor();
/** Its heading is up and no placeholder is left (the screens whose data come in several answers). */
const settled = async (page: Page) => {
  await h1(page);
  await page.waitForFunction(
    () => {
      const left = document.querySelector('.MuiSkeleton-root, [role="progressbar"]');
      // charts below the fold draw as they come near the viewport (the CO2 page): scroll to them
      left?.scrollIntoView({ block: 'center' });
      return left === null;
    },
    undefined,
    { timeout: 15_000 },
  );
};

const GUEST_SCREENS: Screen[] = [
  { path: '/auth/jwt/login', ready: h1 },
  { path: '/auth/jwt/register', ready: h1 },
  { path: '/404', ready: h1 },
];

const dashboardScreens = (
  articleId: string,
  datasetId: string,
  language: string,
  productId: string,
): Screen[] => [
  { path: '/dashboard', ready: settled },
  { path: '/dashboard/blog', ready: (page) => page.locator('main article').nth(11).waitFor() },
  { path: '/dashboard/article/why-mauna-loa', ready: (page) => page.locator('main h1').waitFor() },
  {
    path: '/dashboard/management/blog',
    ready: (page) => page.locator('tbody tr input[type="checkbox"]').nth(9).waitFor(),
  },
  {
    path: '/dashboard/management/addblog',
    ready: (page) => page.locator('[contenteditable="true"]').waitFor(),
  },
  {
    path: `/dashboard/management/addblog?id=${articleId}`,
    ready: (page) => page.locator('[contenteditable="true"] p').first().waitFor(),
  },
  {
    // the seeded team board: its columns and their cards with their Move to… buttons
    path: '/dashboard/kanban',
    // the cards, then what loads after their first paint: the filters and the drag handles
    ready: async (page) => {
      await page.locator('main section li h3').nth(5).waitFor();
      await page.getByRole('search').getByRole('combobox').first().waitFor();
      await page.locator('main section li [id^="kanban-drag-"]').first().waitFor();
    },
  },
  {
    // the calendar's month with its events (the grid loads after the page's first paint)
    path: '/dashboard/calendar',
    ready: (page) => page.getByTestId('calendar-grid').locator('[role=button]').first().waitFor(),
  },
  {
    // the chat: the seeded conversation opened beside the list, its messages and the composer
    path: '/dashboard/chat',
    ready: async (page) => {
      await page.locator('main nav li [role="button"]').first().click();
      await page.getByTestId('chat-message').nth(2).waitFor();
    },
  },
  {
    path: '/dashboard/travel',
    // its rows (cards on a phone), and the placeholder of what comes after them (the map) replaced
    ready: async (page) => {
      await page.locator('.MuiDataGrid-row, main ul li h3').first().waitFor();
      await settled(page);
    },
  },
  // the climate products: the seeded examples as cards, and one product's page
  { path: '/dashboard/product', ready: (page) => page.locator('main article').nth(4).waitFor() },
  {
    path: `/dashboard/product/${productId}`,
    ready: (page) => page.locator('main table').waitFor(),
  },
  { path: '/dashboard/mail', ready: settled },
  { path: '/dashboard/list', ready: settled },
  { path: '/dashboard/project/Co2', ready: settled },
  { path: '/dashboard/profile', ready: settled },
  { path: '/dashboard/management/dataSet', ready: settled },
  {
    // a data set's page: its catalogue, rows and versions (their table's first row in)
    path: `/dashboard/management/dataSet?id=${datasetId}`,
    ready: async (page) => {
      await settled(page);
      await page.locator('main table').last().locator('tbody tr').first().waitFor();
    },
  },
  {
    // the same page with its columns' types, units and markers open to fix
    path: `/dashboard/management/dataSet?id=${datasetId}`,
    ready: async (page) => {
      await settled(page);
      await page.getByRole('button', { name: texts(language, 'data').fix.open }).click();
      await page.getByRole('dialog').locator('table').waitFor();
    },
  },
  { path: '/dashboard/management/charts', ready: settled },
  { path: '/dashboard/management/dashboard', ready: settled },
  { path: '/dashboard/management/users', ready: settled },
];

export const AXE_COMBOS = [
  { themeMode: 'light', themeDirection: 'ltr' },
  { themeMode: 'dark', themeDirection: 'ltr' },
  { themeMode: 'light', themeDirection: 'rtl' },
  { themeMode: 'dark', themeDirection: 'rtl' },
] as const;

/** axe's serious and critical violations fail the check (SPEC accessibility, issue 19). */
const FAILING = ['serious', 'critical'] as const;

interface SweepOptions {
  viewport?: { width: number; height: number };
}

/**
 * Visits every screen (guest and signed-in) in one mode and direction of a preset: Arabic for
 * rtl, English for ltr, the settings saved to the demo account too (they win after sign-in).
 * `check` reads each screen once it is ready and still, and answers its findings.
 */
async function sweepScreens(
  suite: Suite,
  settings: Settings,
  check: (page: Page, path: string) => Promise<string[]>,
  options: SweepOptions = {},
): Promise<string[]> {
  const language = settings.themeDirection === 'rtl' ? 'ar' : 'en';
  const api = await demoApi(suite.server.url);
  await api.put('/api/account/settings', { settings, language });
  const { items } = await api.get('/api/blog/articles?status=draft&size=1');
  const datasets = await api.get('/api/datasets?search=monthly&size=1');
  // the CO2 page through a public read-only link, signed out
  const co2 = await api.get('/api/dashboards/by-slug/Co2');
  const { link } = await api.post('/api/public-links', { dashboardId: co2.dashboard.id });
  const { products } = await api.get('/api/product/list?technology=biochar&size=1');
  const found: string[] = [];

  const visit = async (screens: Screen[], token?: string) => {
    const { page, context } = await openPage(suite.browser, suite.server.url, options.viewport);
    await context.addInitScript(
      ([stored, lang, session]) => {
        localStorage.setItem('settings', stored);
        localStorage.setItem('i18nextLng', lang);
        if (session) sessionStorage.setItem('accessToken', session);
      },
      [JSON.stringify(settings), language, token ?? ''] as const,
    );
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      const dir = await page.evaluate(() => document.documentElement.dir);
      if (dir !== settings.themeDirection)
        found.push(`${screen.path}: shown ${dir}, not ${settings.themeDirection}`);
      // transitions (fades, the grid's stale opacity) end before anything is measured
      await stillFor(page);
      for (const line of await check(page, screen.path)) found.push(`${screen.path}: ${line}`);
    }
    await context.close();
  };

  await visit([...GUEST_SCREENS, { path: `/public/${link.token}`, ready: settled }]);
  await visit(
    dashboardScreens(items[0].id, datasets.items[0].id, language, products[0].id),
    await demoToken(suite.server.url),
  );
  return found;
}

/**
 * axe's serious and critical violations on every screen in one mode and direction of a preset,
 * as `path: rule (impact): elements` lines.
 */
export function screenViolations(
  suite: Suite,
  preset: Settings['themeColorPresets'],
  combo: (typeof AXE_COMBOS)[number],
): Promise<string[]> {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...combo, themeColorPresets: preset };
  return sweepScreens(suite, settings, (page) => axeViolations(page, FAILING));
}

/** A phone held upright (the narrowest width the layouts are made for). */
export const PHONE = { width: 390, height: 844 };

/**
 * Every screen on a phone in one direction: the page never scrolls sideways. A page wider than
 * the phone answers `wider by N px`, with the widest elements that stick out (tag, class, text).
 */
export function phoneOverflows(
  suite: Suite,
  direction: Settings['themeDirection'],
): Promise<string[]> {
  const settings: Settings = { ...DEFAULT_SETTINGS, themeDirection: direction };
  return sweepScreens(
    suite,
    settings,
    (page) =>
      page.evaluate((width) => {
        const over = document.documentElement.scrollWidth - width;
        if (over <= 0) return [];
        // what sticks out past the phone with no box of its own around it that scrolls or clips
        const clipped = (node: Element) => {
          for (let up = node.parentElement; up && up !== document.body; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return true;
          return false;
        };
        const out = Array.from(document.querySelectorAll('body *'))
          .map((node) => ({ node, box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.right > width + 1 || box.left < -1))
          .filter(({ node }) => !clipped(node))
          .slice(0, 3)
          .map(({ node, box }) => {
            const name = `${node.tagName.toLowerCase()}.${String(node.getAttribute('class')).split(' ')[0]}`;
            return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] “${(node.textContent ?? '').slice(0, 30)}”`;
          });
        return [`wider by ${over} px: ${out.join('; ')}`];
      }, PHONE.width),
    { viewport: PHONE },
  );
}
