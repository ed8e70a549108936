// Nothing moves while a page loads: the placeholders take the room of what replaces them (CLS,
// the sum of the layout shifts a visitor did not cause), on a wide screen and on a phone.
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { openPage, stillFor } from '../support/browser';
import { startSuite } from '../support/suite';

const suite = startSuite();

const ROUTES = ['/dashboard', '/dashboard/list', '/dashboard/project/Co2', '/dashboard/travel'];
const VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  phone: { width: 412, height: 823 },
};

async function layoutShiftOf(route: string, viewport: { width: number; height: number }) {
  const token = await demoToken(suite.server.url);
  const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url, viewport);
  await context.addInitScript((stored) => {
    sessionStorage.setItem('accessToken', stored);
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, token);
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Drawn: no placeholder left in the window (those below the fold wait for a scroll)…
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.MuiSkeleton-root, [role="progressbar"]')).every(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
      },
    ),
  );
  // …and still: no shift, no transition for a while of frames, whatever the machine's speed.
  await stillFor(page, 20);
  const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts);
  expect(pageErrors).toEqual([]);
  await context.close();
  return (shifts ?? []).reduce((sum, value) => sum + value, 0);
}

describe('layout shift while a page loads', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const route of ROUTES) {
      it(`stays under 0.01 on ${route} (${name})`, async () => {
        expect(await layoutShiftOf(route, viewport)).toBeLessThan(0.01);
      });
    }
  }
});
