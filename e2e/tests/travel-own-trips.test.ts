import { describe, expect, it } from 'vitest';
import { retype } from '../support/data';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 30, item 7: everyone travels. A new account is a viewer: it records a trip of its own
// and edits it; the demo admin's trips show it no Edit or Delete button.
const suite = startSuite();

const TITLE = 'Bike-and-train to the lab';

describe('a viewer’s own trips', () => {
  it('records a trip with New trip, edits it, and cannot change anyone else’s', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel');
    const firstRow = page.locator('.MuiDataGrid-row').first();
    await firstRow.waitFor();
    // the seeded trips are the demo admin's: compared, never changed
    await firstRow.getByRole('button', { name: /^Compare/ }).waitFor();
    expect(await firstRow.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    await page.getByRole('button', { name: 'New trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip' });
    await dialog.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.type(TITLE);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Oxford');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Didcot');
    await retype(dialog.getByRole('spinbutton', { name: 'Distance (km)' }), '18');
    await dialog.getByRole('button', { name: 'Create trip' }).click();
    await page.getByText(`“${TITLE}” saved`).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: TITLE });
    await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit trip' });
    await retype(edit.getByRole('textbox', { name: 'Title' }), `${TITLE}, by bike`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`“${TITLE}, by bike” saved`).waitFor();
    await row.getByRole('button', { name: `Delete ${TITLE}, by bike` }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
