import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { roomyShm } from './scratch';

export const outputDir = resolve(dirname(fileURLToPath(import.meta.url)), '../output');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // a container's small /dev/shm: shared memory goes to the temp folder instead
      ...(roomyShm ? [] : ['--disable-dev-shm-usage']),
    ],
  });
}

export type TrackedPage = {
  page: Page;
  context: BrowserContext;
  /** Requests that left the app's own origin: must stay empty. */
  foreignRequests: string[];
  pageErrors: string[];
};

/** A page in a fresh browser profile that records foreign requests and uncaught errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1440, height: 900 },
  /** The browser's time zone (the machine's when not given). */
  timezoneId?: string,
): Promise<TrackedPage> {
  // An https:// test server has the test certificate (apps/server/test/fixtures/tls).
  const ignoreHTTPSErrors = baseURL.startsWith('https:');
  const context = await browser.newContext({
    baseURL,
    viewport,
    ignoreHTTPSErrors,
    ...(timezoneId ? { timezoneId } : {}),
  });
  const page = await context.newPage();
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url);
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, context, foreignRequests, pageErrors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const file = join(outputDir, 'screenshots', `${name}.png`);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file });
}

/**
 * Waits until the page has been still for `frames` animation frames in a row: no CSS animation
 * or transition with an end running (a spinner's endless one aside) and, on a page that records
 * them in `window.layoutShifts`, no new layout shift. A condition on the page, not a fixed time.
 */
export async function stillFor(page: Page, frames = 10): Promise<void> {
  await page.evaluate(async (wanted) => {
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
    const shifts = () => (window as { layoutShifts?: unknown[] }).layoutShifts?.length ?? 0;
    let seen = shifts();
    for (let quiet = 0; quiet < wanted; ) {
      await new Promise(requestAnimationFrame);
      const now = shifts();
      quiet = moving() || now !== seen ? 0 : quiet + 1;
      seen = now;
    }
  }, frames);
}

/**
 * Waits until React has taken the page over (`data-hydrated`, set by start-app.tsx). Until then a
 * prerendered guest page is only a picture of itself: a click on its buttons does nothing, as it
 * would for a person (a form sent early is held and sent once the app is there). From then on
 * React replays a click on a part still hydrating.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}
