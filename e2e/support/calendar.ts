import type { Page } from 'playwright-core';
import { texts } from './data';

// The calendar page (issue 32) as a person reads it: its grid's days, the events in them.

/** Types a whole date (in the field's order: MMDDYYYY in English) into "Go to date": the grid follows. */
export async function goTo(page: Page, date: string, language = 'en') {
  const T = texts(language, 'calendar');
  await page.getByTestId('calendar-grid').locator('[role=columnheader]').first().waitFor();
  await page.getByRole('group', { name: T.toolbar.goTo }).getByRole('spinbutton').first().click();
  await page.keyboard.type(date);
}

/** The timed column of a day in the week view. */
export const dayColumn = (page: Page, date: string) =>
  page.getByTestId('calendar-grid').locator(`[role=cell][data-date="${date}"]`).last();

/** The events titled `title` in a day's column, as their text ("09:00 - 10:00 Flux sampling"). */
export const eventsOn = (page: Page, date: string, title: string) =>
  dayColumn(page, date).getByText(title, { exact: true });

/** The text of each event titled `title` in a day's column: its times and its title. */
export async function timesOn(page: Page, date: string, title: string): Promise<string[]> {
  const column = dayColumn(page, date);
  return column.evaluate(
    (el, wanted) =>
      Array.from(el.querySelectorAll('*'))
        .filter((node) => node.textContent?.trim() === wanted && node.children.length === 0)
        .map((node) => node.parentElement?.parentElement?.textContent ?? ''),
    title,
  );
}
