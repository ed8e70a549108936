import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 35, "cover our travel": an admin picks a product and a vintage from the travel page, sees
// the cost of the tonnes, records the retirement; the page's coverage and ledger show it, and a
// viewer (a new account) reads them too, with no form to record one.
const suite = startSuite();

describe('cover our travel', () => {
  it('a retirement recorded from the travel page shows in its coverage and ledger', async () => {
    const admin = await openSignedIn(suite.browser, suite.server.url, {
      token: await demoToken(suite.server.url),
    });
    const { page } = admin;
    await page.goto('/dashboard/travel');
    const card = page.getByRole('region', { name: 'Cover our travel' });
    await card.getByText('No credits retired or planned in this period yet.').waitFor();
    expect(await card.getByTestId('coverage-summary').textContent()).toMatch(
      /^0 t of [\d.,]+ t covered$/,
    );

    await card.getByRole('button', { name: 'Cover with credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cover our travel with credits' });
    await dialog.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'Example: biochar from forestry residues' }).click();
    await dialog.getByRole('combobox', { name: 'Vintage' }).click();
    await page.getByRole('option', { name: /^2025 · €150\.00 a tonne · 800 t available/ }).click();
    const tonnes = dialog.getByRole('spinbutton', { name: 'Tonnes CO2e' });
    await tonnes.click();
    await page.keyboard.press('ControlOrMeta+a');
    await tonnes.pressSequentially('2.5');
    await dialog.getByRole('status').getByText('€375.00 for 2.5 t at €150.00 a tonne').waitFor();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Retired' }).click();
    await dialog
      .getByRole('textbox', { name: 'Registry serial numbers' })
      .pressSequentially('PURO-2025-0042');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(() => card.getByTestId('coverage-summary').textContent())
      .toMatch(/^2\.5 t of [\d.,]+ t covered$/);
    const ledger = card.getByRole('table', { name: 'Retirements of the period' });
    const row = ledger.getByRole('row').filter({ hasText: 'PURO-2025-0042' });
    expect(await row.innerText()).toContain(
      'Example: biochar from forestry residues, vintage 2025',
    );
    expect(await row.innerText()).toContain('€375.00');

    // a viewer reads the same ledger, and has no form to record one
    const viewer = await openSignedIn(suite.browser, suite.server.url);
    await viewer.page.goto('/dashboard/travel');
    const seen = viewer.page.getByRole('region', { name: 'Cover our travel' });
    await seen.getByRole('cell', { name: 'PURO-2025-0042' }).waitFor();
    expect(await seen.getByRole('button', { name: 'Cover with credits' }).count()).toBe(0);

    expect(admin.pageErrors).toEqual([]);
    expect(viewer.pageErrors).toEqual([]);
    await admin.context.close();
    await viewer.context.close();
  }, 90_000);
});
