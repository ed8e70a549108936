import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// Issue 34 item 5: NOAA's note on the months measured at Maunakea is drawn on the charts of the
// monthly means and named under them; the demo admin adds a note to the data set by typing it,
// and removes it.
const suite = startSuite();

const MAUNAKEA = 'Dec 2022–Jul 2023: measured at Maunakea after the Mauna Loa eruption';

describe('notes on a data set’s time axis (demo admin)', () => {
  it('shows the seeded note on the CO2 page’s charts, and adds and removes one by typing', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await typeSignIn(page);

    // on the CO2 page, a chart of the monthly means names the note under its drawing
    await page.goto('/dashboard/project/Co2');
    await page.getByRole('heading', { name: 'CO2 project', level: 1 }).waitFor();
    const note = page.getByText(`Note 1: ${MAUNAKEA}`).first();
    await note.scrollIntoViewIfNeeded();
    await note.waitFor();
    // the Keeling curve's line chart draws it as a band on its time axis, numbered as the note
    const line = page
      .locator('figure')
      .filter({ hasText: 'The Keeling curve' })
      .filter({ has: note });
    await line.scrollIntoViewIfNeeded();
    await expect.poll(() => line.locator('svg rect[fill-opacity="0.16"]').count()).toBe(1);
    await line.getByText(`Note 1: ${MAUNAKEA}`).waitFor();

    // the data set's page lists it; the admin types another one
    await page.goto('/dashboard/management/dataSet');
    await page.getByRole('link', { name: 'Mauna Loa CO₂, monthly mean' }).click();
    const notes = page.getByRole('list', { name: 'Notes on the time axis' });
    await notes.getByText(MAUNAKEA).waitFor();
    await page.getByRole('textbox', { name: 'From' }).click();
    await page.keyboard.type('2024-01-01');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2024-03-01');
    await page.getByRole('textbox', { name: 'Note' }).click();
    await page.keyboard.type('New inlet line');
    await page.keyboard.press('Enter');
    await page.getByText('The note was added.').waitFor();
    await notes.getByText('New inlet line').waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(2);

    await page.getByRole('button', { name: 'Remove the note “New inlet line”' }).click();
    await page.getByText('The note was removed.').waitFor();
    await expect.poll(() => notes.getByRole('listitem').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
