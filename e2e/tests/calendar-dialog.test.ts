import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayColumn, eventsOn, goTo, timesOn } from '../support/calendar';
import { texts } from '../support/data';
import { isFocused } from '../support/download';
import { callApi, openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 32, the event dialog typed as a person: an event's time zone chosen among the IANA
// zones (its times typed in that zone, shown on the event).
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

/** The week of `date` (MMDDYYYY) in the week view. */
async function weekOf(page: Page, date: string, day: string) {
  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: T.views.week, exact: true }).click();
  await goTo(page, date);
  await dayColumn(page, day).waitFor();
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
    const { items } = (await callApi(
      suite.server.url,
      'GET',
      '/api/calendar/occurrences?from=2026-03-16T00:00:00Z&to=2026-03-17T00:00:00Z',
      account.accessToken,
    )) as { items: { title: string; start: string; timeZone: string }[] };
    expect(items.find((o) => o.title === 'Call with Tsukuba')).toMatchObject({
      start: '2026-03-16T00:00:00.000Z',
      timeZone: 'Asia/Tokyo',
    });

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
});
