import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayColumn, eventsOn, goTo, timesOn } from '../support/calendar';
import { tempFile, texts } from '../support/data';
import { callApi, openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 32, iCalendar through the page as a person uses it: an .ics file chosen from the
// computer in a calendar's menu becomes its events (a malformed one is refused whole, its line
// named); the private subscription address is shown, copied, serves the calendar as iCalendar
// and stops once revoked.
const suite = startSuite();
const T = texts('en', 'calendar');

const FIELD_PLAN = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Field team//Plan//EN',
  'BEGIN:VEVENT',
  'UID:tower@field.example',
  'DTSTART;TZID=Europe/Paris:20260316T100000',
  'DTEND;TZID=Europe/Paris:20260316T113000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=4',
  'SUMMARY:Tower maintenance',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:release@field.example',
  'DTSTART;VALUE=DATE:20260318',
  'SUMMARY:Data release',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const BROKEN = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:first@field.example',
  'DTSTART:20260317T080000Z',
  'SUMMARY:Would be half-imported',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:second@field.example',
  'DTSTART:2026-03-17',
  'SUMMARY:Broken',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const announcer = (page: Page) => page.getByTestId('calendar-announcer');

/** Opens a calendar's menu and picks one of its items. */
async function menu(page: Page, calendar: string, item: string) {
  await page.getByRole('button', { name: T.ics.actions.replace('{{name}}', calendar) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Chooses a file in the calendar's import, as from the computer's file chooser. */
async function importFile(page: Page, calendar: string, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await menu(page, calendar, T.ics.import);
  await (await chooser).setFiles(tempFile(name, content));
}

describe('iCalendar on the calendar page', () => {
  it('imports an .ics file chosen in a calendar’s menu, and refuses a malformed one whole', async () => {
    const account = await registerAccount(suite.server.url, 'ics');
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token: account.accessToken,
      timezoneId: 'Europe/Paris',
    });
    const { page } = session;
    await page.goto('/dashboard/calendar');
    await page.getByRole('button', { name: T.views.week, exact: true }).click();
    await goTo(page, '03162026');
    await dayColumn(page, '2026-03-16').waitFor();

    await importFile(page, T.personal, 'field-plan.ics', FIELD_PLAN);
    await expect
      .poll(() => announcer(page).textContent())
      .toBe('2 events imported into My calendar.');
    await eventsOn(page, '2026-03-16', 'Tower maintenance').waitFor();
    await eventsOn(page, '2026-03-19', 'Tower maintenance').waitFor();
    expect(await timesOn(page, '2026-03-16', 'Tower maintenance')).toEqual([
      expect.stringContaining('10:00'),
    ]);
    await page.getByTestId('calendar-grid').getByText('Data release', { exact: true }).waitFor();

    // a bad DTSTART on line 10: nothing of the file is kept, the line is said
    await importFile(page, T.personal, 'broken.ics', BROKEN);
    await expect.poll(() => announcer(page).textContent()).toMatch(/^Not done: .*Line 10/);
    const { items } = (await callApi(
      suite.server.url,
      'GET',
      '/api/calendar/occurrences?from=2026-03-16T00:00:00Z&to=2026-03-23T00:00:00Z',
      account.accessToken,
    )) as { items: { title: string }[] };
    expect(items.map((o) => o.title).sort()).toEqual([
      'Data release',
      'Tower maintenance',
      'Tower maintenance',
    ]);
    expect(await page.getByText('Would be half-imported').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  it('shows and copies the subscription address, which serves the calendar until revoked', async () => {
    const account = await registerAccount(suite.server.url, 'feed');
    await callApi(suite.server.url, 'POST', '/api/calendar/events', account.accessToken, {
      calendarId: (
        (await callApi(
          suite.server.url,
          'GET',
          '/api/calendar/calendars',
          account.accessToken,
        )) as {
          items: { id: string; kind: string }[];
        }
      ).items.find((c) => c.kind === 'personal')?.id,
      title: 'Flask calibration',
      start: '2026-03-17T08:00:00.000Z',
      end: '2026-03-17T09:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token: account.accessToken,
    });
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.url,
    });
    await page.goto('/dashboard/calendar');
    await page.getByTestId('calendar-grid').locator('[role=columnheader]').first().waitFor();

    await menu(page, T.personal, T.ics.subscribe);
    const dialog = page.getByRole('dialog', {
      name: T.ics.subscribeTitle.replace('{{name}}', T.personal),
    });
    await dialog.getByRole('button', { name: T.ics.getAddress }).click();
    const field = dialog.getByRole('textbox', { name: T.ics.address });
    await field.waitFor();
    const address = await field.inputValue();
    expect(address).toMatch(
      new RegExp(
        `^${suite.server.url.replaceAll('.', '\\.')}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`,
      ),
    );
    await dialog.getByRole('button', { name: T.ics.copy }).click();
    await expect.poll(() => announcer(page).textContent()).toBe(T.ics.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // what another calendar app reads there, without signing in
    const served = await fetch(address);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await served.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:Flask calibration');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260317T090000');

    await dialog.getByRole('button', { name: T.ics.revoke }).click();
    await expect.poll(() => announcer(page).textContent()).toBe(T.ics.revoked);
    await expect.poll(async () => (await fetch(address)).status).toBe(404);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });
});
