import { DEFAULT_SETTINGS } from '@keeling/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { stillFor } from '../support/browser';
import { dayColumn, eventsOn, goTo, timesOn } from '../support/calendar';
import { texts } from '../support/data';
import { isFocused } from '../support/download';
import { callApi, openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 32, the event dialog typed as a person: an event's time zone chosen among the IANA
// zones (its times typed in that zone, shown on the event); its dates typed and picked in
// Arabic, right to left. And without a mouse in the grid (WCAG 2.5.7): an event picked up with
// Space, moved with the arrow keys, put back with Escape or dropped with Enter, each step said.
// An event linked to a Keeling item (a trip) chosen by typing part of its title.
const suite = startSuite();
const T = texts('en', 'calendar');

/** Opens the new-event dialog and waits until its title field has the focus (it loads on first use). */
async function newEvent(page: Page, t = T) {
  await page.getByRole('button', { name: t.toolbar.newEvent }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog.newTitle });
  await expect
    .poll(() => isFocused(dialog.getByRole('textbox', { name: t.dialog.title })))
    .toBe(true);
  return dialog;
}

/** The week of `date` (typed in the field's order) in the week view. */
async function weekOf(page: Page, date: string, day: string, language = 'en') {
  await page.goto('/dashboard/calendar');
  await page
    .getByRole('button', { name: texts(language, 'calendar').views.week, exact: true })
    .click();
  await goTo(page, date, language);
  await dayColumn(page, day).waitFor();
}

/** The start of the events titled `title` on a day (API): what was saved. */
async function savedStarts(token: string, day: string, title: string) {
  const { items } = (await callApi(
    suite.server.url,
    'GET',
    `/api/calendar/occurrences?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
    token,
  )) as { items: { title: string; start: string; timeZone: string; link: unknown }[] };
  return items.filter((o) => o.title === title);
}

describe('the event dialog', () => {
  it('types an event’s times in the time zone chosen, and shows it on the event', async () => {
    const account = await registerAccount(suite.server.url, 'zone');
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token: account.accessToken,
      timezoneId: 'Europe/Paris',
    });
    const { page } = session;
    await weekOf(page, '03162026', '2026-03-16');

    const dialog = await newEvent(page);
    await page.keyboard.type('Call with Tsukuba');
    // the browser's zone is the default; Tokyo is found by typing its name
    const zone = dialog.getByRole('combobox', { name: T.dialog.timeZone });
    expect(await zone.inputValue()).toContain('Europe/Paris');
    await zone.click();
    await zone.press('ControlOrMeta+A');
    await page.keyboard.type('Tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
    expect(await zone.inputValue()).toBe('Asia/Tokyo (GMT+9)');
    // 09:00 typed is 09:00 in Tokyo: 01:00 in Paris, said under the zone
    await dialog
      .getByRole('group', { name: T.dialog.start })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('031620260900');
    await dialog.getByText('Your time (Europe/Paris): Mar 16, 2026, 1:00 AM').waitFor();
    await dialog.getByRole('button', { name: T.dialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    // in the Paris grid at 01:00
    await eventsOn(page, '2026-03-16', 'Call with Tsukuba').waitFor();
    expect(await timesOn(page, '2026-03-16', 'Call with Tsukuba')).toEqual([
      expect.stringContaining('01:00'),
    ]);
    expect(await savedStarts(account.accessToken, '2026-03-16', 'Call with Tsukuba')).toEqual([
      expect.objectContaining({ start: '2026-03-16T00:00:00.000Z', timeZone: 'Asia/Tokyo' }),
    ]);

    // opened again: its zone, and its start read in it
    await eventsOn(page, '2026-03-16', 'Call with Tsukuba').click();
    const edit = page.getByRole('dialog', { name: T.dialog.editTitle });
    const editZone = edit.getByRole('combobox', { name: T.dialog.timeZone });
    await expect.poll(() => editZone.inputValue()).toBe('Asia/Tokyo (GMT+9)');
    const start = edit.getByRole('group', { name: T.dialog.start });
    expect(await start.getByRole('spinbutton', { name: 'Hours' }).textContent()).toBe('09');
    await edit.getByRole('button', { name: T.dialog.cancel }).click();
    await edit.waitFor({ state: 'detached' });
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  it('types and picks an event’s dates in Arabic, right to left', async () => {
    const A = texts('ar', 'calendar');
    const account = await registerAccount(suite.server.url, 'arabic');
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token: account.accessToken,
      language: 'ar',
      settings: { ...DEFAULT_SETTINGS, themeDirection: 'rtl' },
      timezoneId: 'Asia/Riyadh',
    });
    const { page } = session;
    // "Go to date" in Arabic's order: day, month, year
    await weekOf(page, '16032026', '2026-03-16', 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const dialog = await newEvent(page, A);
    const title = 'أخذ عينات التدفق';
    await page.keyboard.type(title);
    // the start's parts are named in Arabic: day, month (read as its name), year, hours, minutes
    const start = dialog.getByRole('group', { name: A.dialog.start });
    await start.getByRole('spinbutton', { name: 'اليوم' }).click();
    await page.keyboard.type('16032026');
    await start.getByRole('spinbutton', { name: 'الساعات' }).click();
    await page.keyboard.type('0930');
    expect(
      await start.getByRole('spinbutton', { name: 'الشهر' }).getAttribute('aria-valuetext'),
    ).toBe('مارس');
    expect(await start.getByRole('spinbutton', { name: 'الدقائق' }).textContent()).toBe('30');
    const shown = async (name: string) =>
      (await dialog.getByRole('group', { name }).locator('input').inputValue()).replace(
        /[\u2066-\u2069\u200f]/g,
        '',
      );
    expect(await shown(A.dialog.start)).toBe('09:30 16/03/2026');
    // the end keeps the hour's length
    expect(await shown(A.dialog.end)).toBe('10:30 16/03/2026');

    // the picker, in Arabic: March 2026, the week from Saturday, the hour and the minute chosen
    await start
      .getByRole('button', { name: /^اختر تاريخًا، التاريخ المحدد هو 16 مارس 2026/ })
      .click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await picker.getByText('مارس 2026').waitFor();
    expect(await picker.getByRole('columnheader').first().getAttribute('aria-label')).toBe('السبت');
    const hours = picker.getByRole('listbox', { name: 'اختر الساعات' });
    expect(
      await hours
        .getByRole('option', { name: 'الساعة 9', exact: true })
        .getAttribute('aria-selected'),
    ).toBe('true');
    // the lists scroll to the time chosen as they open: clicked once still
    await stillFor(page);
    const minute = picker
      .getByRole('listbox', { name: 'اختر الدقائق' })
      .getByRole('option', { name: 'الدقيقة 45' });
    await minute.click();
    await expect.poll(() => minute.getAttribute('aria-selected')).toBe('true');
    await picker.getByRole('button', { name: 'موافق' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => shown(A.dialog.start)).toBe('09:45 16/03/2026');

    await dialog.getByRole('button', { name: A.dialog.create }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventsOn(page, '2026-03-16', title).waitFor();
    expect(await timesOn(page, '2026-03-16', title)).toEqual([expect.stringContaining('09:45')]);
    expect(await savedStarts(account.accessToken, '2026-03-16', title)).toEqual([
      expect.objectContaining({ start: '2026-03-16T06:45:00.000Z', timeZone: 'Asia/Riyadh' }),
    ]);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  it('moves an event in the grid with the keyboard, each step announced', async () => {
    const account = await registerAccount(suite.server.url, 'keys');
    const calendars = (await callApi(
      suite.server.url,
      'GET',
      '/api/calendar/calendars',
      account.accessToken,
    )) as { items: { id: string; kind: string }[] };
    const title = 'Gas bottle swap';
    await callApi(suite.server.url, 'POST', '/api/calendar/events', account.accessToken, {
      calendarId: calendars.items.find((c) => c.kind === 'personal')?.id,
      title,
      start: '2026-03-16T08:00:00.000Z',
      end: '2026-03-16T09:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token: account.accessToken,
      timezoneId: 'Europe/Paris',
    });
    const { page } = session;
    await weekOf(page, '03162026', '2026-03-16');
    const said = () => page.getByTestId('calendar-announcer').textContent();
    /** Presses a key on the focused event and waits for what it says. */
    const press = async (key: string, ...parts: string[]) => {
      await page.keyboard.press(key);
      for (const part of parts) await expect.poll(said).toContain(part);
    };
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');

    // the event, focused, says how it moves
    await eventsOn(page, '2026-03-16', title).evaluate((el) =>
      el.closest<HTMLElement>('[tabindex]')?.focus(),
    );
    expect(
      await page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-describedby');
        return id ? document.getElementById(id)?.textContent : null;
      }),
    ).toBe(T.move.hint);

    // picked up, a day later and an hour later, then put back
    await press(' ', `“${title}” picked up`, 'Monday, March 16', '09:00');
    await press('ArrowRight', 'Tuesday, March 17', '09:00');
    expect(await focused()).toContain(title);
    await press('ArrowDown', 'Tuesday, March 17', '09:30');
    await press('Escape', `“${title}” put back`, 'Monday, March 16', '09:00');
    await eventsOn(page, '2026-03-16', title).waitFor();
    expect(await eventsOn(page, '2026-03-17', title).count()).toBe(0);

    // again, and dropped with Enter: saved on Tuesday at 10:00
    await eventsOn(page, '2026-03-16', title).evaluate((el) =>
      el.closest<HTMLElement>('[tabindex]')?.focus(),
    );
    await press(' ', `“${title}” picked up`);
    await press('ArrowRight', 'Tuesday, March 17', '09:00');
    await press('ArrowDown', '09:30');
    await press('ArrowDown', '10:00');
    expect(await focused()).toContain(title);
    await press('Enter', T.announce.saved.replace('{{title}}', title));
    await eventsOn(page, '2026-03-17', title).waitFor();
    expect(await timesOn(page, '2026-03-17', title)).toEqual([expect.stringContaining('10:00')]);
    expect(await eventsOn(page, '2026-03-16', title).count()).toBe(0);
    expect(await savedStarts(account.accessToken, '2026-03-17', title)).toEqual([
      expect.objectContaining({ start: '2026-03-17T09:00:00.000Z' }),
    ]);
    // no dialog opened on the way
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  it('links an event to a Keeling item found by typing, and opens it from the event', async () => {
    const token = await demoToken(suite.server.url);
    const common = texts('en', 'common');
    const session = await openSignedIn(suite.browser, suite.server.url, {
      token,
      timezoneId: 'Europe/Paris',
    });
    const { page } = session;
    await weekOf(page, '03162026', '2026-03-16');
    const title = 'Workshop travel briefing';
    const dialog = await newEvent(page);
    await page.keyboard.type(title);
    await dialog
      .getByRole('group', { name: T.dialog.start })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('031620261400');
    // the seeded trip, found among what this person may see
    await dialog.getByRole('combobox', { name: common.items.label }).click();
    await page.keyboard.type('Ocean carb');
    await page.getByRole('option', { name: 'Ocean carbon workshop' }).click();
    const chip = dialog.getByRole('link', { name: 'Trip · Ocean carbon workshop' });
    await chip.waitFor();
    await dialog.getByRole('button', { name: T.dialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    await eventsOn(page, '2026-03-16', title).click();
    const edit = page.getByRole('dialog', { name: T.dialog.editTitle });
    await expect
      .poll(() => edit.getByRole('combobox', { name: common.items.label }).inputValue())
      .toBe('Ocean carbon workshop');
    const [saved] = await savedStarts(token, '2026-03-16', title);
    expect(saved).toMatchObject({ link: { type: 'trip', id: expect.any(String) } });
    // the link opens the trip's page
    await edit.getByRole('link', { name: 'Trip · Ocean carbon workshop' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/travel');
    expect(new URL(page.url()).searchParams.get('search')).toBe('Ocean carbon workshop');
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });
});
