import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { dayColumn, eventsOn, goTo, timesOn } from '../support/calendar';
import { texts } from '../support/data';
import { isFocused } from '../support/download';
import { callApi, openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 32, "done when": in Paris time, a person creates a weekly event on Monday and
// Wednesday with the dialog (typed, by keyboard), drags one occurrence to Thursday and keeps
// "this event", then edits the series by keyboard for "this and following"; a second person
// sees each change without reloading; 09:00 stays 09:00 before and after the March switch.
const suite = startSuite();
const T = texts('en', 'calendar');
const TITLE = 'Flux sampling';
const RENAMED = 'Flux sampling, new site';

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
const api = (token: string, method: string, path: string, body?: object): Promise<any> =>
  callApi(suite.server.url, method, path, token, body);

describe('the calendar', () => {
  it('creates a weekly repeat, moves one occurrence by drag, edits the rest by keyboard, live', async () => {
    const token = await demoToken(suite.server.url);
    await api(token, 'POST', '/api/calendar/calendars', {
      name: 'Sampling plan',
      color: '#00b8d9',
    });
    const editor = await openSignedIn(suite.browser, suite.server.url, {
      token,
      timezoneId: 'Europe/Paris',
    });
    const watcher = await openSignedIn(suite.browser, suite.server.url, {
      timezoneId: 'Europe/Paris',
    });
    const page = editor.page;

    // the watcher, a viewer, looks at the week of 16 March 2026 with its live stream open
    const stream = watcher.page.waitForResponse((r) => r.url().includes('/api/events?ticket='));
    await watcher.page.goto('/dashboard/calendar');
    await watcher.page.getByRole('button', { name: T.views.week, exact: true }).click();
    await goTo(watcher.page, '03162026');
    await dayColumn(watcher.page, '2026-03-16').waitFor();
    expect((await stream).status()).toBe(200);
    await watcher.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await page.goto('/dashboard/calendar');
    await page.getByRole('button', { name: T.views.week, exact: true }).click();
    await goTo(page, '03162026');
    await dayColumn(page, '2026-03-16').waitFor();

    // a new event, typed: Monday 16 March 09:00, weekly on Monday and Wednesday, 6 times
    await page.getByRole('button', { name: T.toolbar.newEvent }).click();
    const dialog = page.getByRole('dialog', { name: T.dialog.newTitle });
    // the dialog loads on first use: typed once its title field has the focus
    await expect
      .poll(() => isFocused(dialog.getByRole('textbox', { name: T.dialog.title })))
      .toBe(true);
    await page.keyboard.type(TITLE);
    await dialog.getByRole('combobox', { name: T.dialog.calendar }).click();
    await page.getByRole('option', { name: 'Sampling plan' }).click();
    await dialog
      .getByRole('group', { name: T.dialog.start })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('031620260900');
    await dialog.getByRole('combobox', { name: T.dialog.repeat }).click();
    await page.getByRole('option', { name: T.frequency.WEEKLY }).click();
    await dialog.getByRole('button', { name: 'Wednesday' }).click();
    await dialog.getByRole('combobox', { name: T.dialog.ends }).click();
    await page.getByRole('option', { name: T.dialog.endsCount }).click();
    await dialog.getByRole('spinbutton', { name: T.dialog.count }).fill('6');
    // the watcher invited, found by name
    await dialog.getByRole('combobox', { name: T.dialog.attendees }).click();
    await page.keyboard.type('Ada');
    await page.getByRole('option', { name: 'Ada Lovelace' }).click();
    await dialog.getByRole('button', { name: T.dialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    await eventsOn(page, '2026-03-16', TITLE).waitFor();
    await eventsOn(page, '2026-03-18', TITLE).waitFor();
    expect(await timesOn(page, '2026-03-16', TITLE)).toEqual([expect.stringContaining('09:00')]);
    // the watcher sees it come without reloading
    await eventsOn(watcher.page, '2026-03-18', TITLE).waitFor();

    // Wednesday's occurrence dragged to Thursday 09:00: "this event" only
    const source = await eventsOn(page, '2026-03-18', TITLE).boundingBox();
    const thursday = await dayColumn(page, '2026-03-19').boundingBox();
    const nine = await page
      .getByTestId('calendar-grid')
      .locator('[data-time="09:00:00"]')
      .last()
      .boundingBox();
    if (!source || !thursday || !nine) throw new Error('grid not laid out');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(thursday.x + thursday.width / 2, source.y + source.height / 2, {
      steps: 8,
    });
    await page.mouse.move(thursday.x + thursday.width / 2, nine.y + nine.height / 2, { steps: 4 });
    await page.mouse.up();
    const scope = page.getByRole('dialog', { name: T.scope.titleEdit });
    await scope.getByRole('radio', { name: T.scope.this }).check();
    await scope.getByRole('button', { name: T.scope.ok }).click();
    await eventsOn(page, '2026-03-19', TITLE).waitFor();
    await eventsOn(watcher.page, '2026-03-19', TITLE).waitFor();
    await expect.poll(() => eventsOn(watcher.page, '2026-03-18', TITLE).count()).toBe(0);

    // next week, the series renamed by keyboard from Monday 23: "this and following"
    await page.getByRole('button', { name: T.toolbar.next }).click();
    await watcher.page.getByRole('button', { name: T.toolbar.next }).click();
    const monday = eventsOn(page, '2026-03-23', TITLE);
    await monday.waitFor();
    await monday.evaluate((el) => (el.closest('[role=button]') as HTMLElement | null)?.focus());
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: T.dialog.editTitle });
    await expect
      .poll(() => isFocused(edit.getByRole('textbox', { name: T.dialog.title })))
      .toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(RENAMED);
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: T.scope.titleEdit });
    await ask.getByRole('radio', { name: T.scope.this }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await ask.getByRole('radio', { name: T.scope.following }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventsOn(page, '2026-03-23', RENAMED).waitFor();
    await eventsOn(page, '2026-03-25', RENAMED).waitFor();
    await eventsOn(watcher.page, '2026-03-25', RENAMED).waitFor();

    // after the switch to summer time (29 March), still 09:00 in Paris
    await page.getByRole('button', { name: T.toolbar.next }).click();
    await eventsOn(page, '2026-03-30', RENAMED).waitFor();
    expect(await timesOn(page, '2026-03-30', RENAMED)).toEqual([expect.stringContaining('09:00')]);
    // the first week kept its title and Thursday's move
    await page.getByRole('button', { name: T.toolbar.previous }).click();
    await page.getByRole('button', { name: T.toolbar.previous }).click();
    await eventsOn(page, '2026-03-16', TITLE).waitFor();
    await eventsOn(page, '2026-03-19', TITLE).waitFor();
    expect(await timesOn(page, '2026-03-16', TITLE)).toEqual([expect.stringContaining('09:00')]);

    // the invited watcher answers from the event's dialog
    await watcher.page.getByRole('button', { name: T.toolbar.next }).click();
    await eventsOn(watcher.page, '2026-03-30', RENAMED).click();
    const invitation = watcher.page.getByRole('dialog', { name: T.dialog.viewTitle });
    await invitation.getByRole('button', { name: T.answers.yes }).click();
    await expect
      .poll(() =>
        invitation.getByRole('button', { name: T.answers.yes }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(
      await watcher.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).toBe(true);
    expect(editor.pageErrors).toEqual([]);
    expect(watcher.pageErrors).toEqual([]);
    await editor.context.close();
    await watcher.context.close();
  });

  it('shows a trip on its dates, with its traveller, and hides it on request', async () => {
    const viewer = await openSignedIn(suite.browser, suite.server.url);
    const { page } = viewer;
    await page.goto('/dashboard/calendar');
    await page.getByRole('button', { name: T.views.day, exact: true }).click();
    // the seeded trip "Ocean carbon workshop", 10 to 12 March 2025, by the demo admin
    await goTo(page, '03092025');
    await dayColumn(page, '2025-03-09').waitFor();
    const trip = page.getByTestId('calendar-grid').getByText('Ocean carbon workshop · Demo Admin');
    expect(await trip.count()).toBe(0);
    for (const day of ['2025-03-10', '2025-03-11', '2025-03-12']) {
      await page.getByRole('button', { name: T.toolbar.next }).click();
      await dayColumn(page, day).waitFor();
      await trip.waitFor();
    }
    await page.getByRole('button', { name: T.toolbar.next }).click();
    await dayColumn(page, '2025-03-13').waitFor();
    await expect.poll(() => trip.count()).toBe(0);
    await page.getByRole('button', { name: T.toolbar.previous }).click();
    await trip.waitFor();
    await page.getByRole('checkbox', { name: T.overlays.trips }).uncheck();
    await expect.poll(() => trip.count()).toBe(0);
    expect(viewer.pageErrors).toEqual([]);
    await viewer.context.close();
  });

  it('lists the next seven days on the home page, in the reader’s language', async () => {
    const viewer = await openSignedIn(suite.browser, suite.server.url, { language: 'fr' });
    const overview = texts('fr', 'overview');
    await viewer.page.goto('/dashboard');
    const card = viewer.page.getByRole('region', { name: overview.nextWeek.title });
    // the seeded weekly team meeting (Thursdays, no end) falls in any seven days
    await card.getByText('Team meeting').first().waitFor();
    await card.getByRole('link', { name: overview.nextWeek.open }).click();
    await viewer.page
      .getByRole('heading', { name: texts('fr', 'calendar').title, level: 1 })
      .waitFor();
    expect(viewer.pageErrors).toEqual([]);
    await viewer.context.close();
  });

  it('opens on the agenda on a phone, within the screen', async () => {
    const phone = await openSignedIn(suite.browser, suite.server.url, {
      viewport: { width: 390, height: 844 },
    });
    await phone.page.goto('/dashboard/calendar');
    const agenda = phone.page.getByRole('button', { name: T.views.agenda, exact: true });
    await expect.poll(() => agenda.getAttribute('aria-pressed')).toBe('true');
    // the seeded weekly team meeting (Thursdays, no end) is in every week's agenda
    const grid = phone.page.getByTestId('calendar-grid');
    await grid.getByText('Team meeting').first().waitFor();
    for (const part of [grid, agenda, phone.page.getByRole('button', { name: T.toolbar.next })]) {
      const box = await part.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    expect(phone.pageErrors).toEqual([]);
    await phone.context.close();
  });
});
