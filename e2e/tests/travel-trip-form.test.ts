import { type Airport, type EmissionFactor, flightDistanceKm, type Trip } from '@keeling/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { choose, retype } from '../support/data';
import { isFocused, tabTo } from '../support/download';
import { demoApi } from '../support/editor';
import { startSuite } from '../support/suite';

// The demo admin (an editor of trips) creates a trip with the form's chip fields: Enter, a comma
// and leaving the field each make a chip, a repeated name is kept once, Backspace takes the last
// one back. The trip is listed with its CO2e, which is distance × passengers × its mode's factor.
const suite = startSuite();

const TITLE = 'Coach up to the observatory';

/** A chips field of the form (MUI's Autocomplete) by its label, and the chips it shows. */
const chipsField = (dialog: Locator, label: string) =>
  dialog
    .locator('.MuiAutocomplete-root')
    .filter({ has: dialog.page().getByRole('combobox', { name: label, exact: true }) });
const chipsOf = (field: Locator) => field.locator('.MuiChip-label').allTextContents();

/** Types into a chips field as a person does, the keys named in braces: `Ada{Enter}`. */
async function typeChips(page: Page, field: Locator, keys: string) {
  await field.getByRole('combobox').click();
  for (const part of keys.split(/(\{\w+\})/).filter(Boolean)) {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (key) await page.keyboard.press(key);
    else await page.keyboard.type(part);
  }
}

describe('the trip form', () => {
  it('leads with what the footprint needs; the booking details are folded, optional', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel');
    await page.getByRole('button', { name: 'New trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip' });
    // Tab goes through the trip, its mode, distance, passengers and days, then the folded section
    const booking = dialog.getByRole('button', { name: /^Booking details/ });
    await dialog.getByRole('textbox', { name: 'Title' }).click();
    for (const next of [
      dialog.getByRole('textbox', { name: 'Origin' }),
      dialog.getByRole('textbox', { name: 'Destination' }),
      dialog.getByRole('combobox', { name: 'Mode' }),
      dialog.getByRole('spinbutton', { name: 'Distance (km)' }),
      dialog.getByRole('spinbutton', { name: 'Passengers' }),
    ]) {
      await page.keyboard.press('Tab');
      expect(await isFocused(next)).toBe(true);
    }
    // a day's field takes a Tab for each of its parts
    await tabTo(page, dialog.getByLabel('Start date'), 5);
    await tabTo(page, dialog.getByLabel('End date'), 5);
    await tabTo(page, booking, 5);
    expect(await booking.getAttribute('aria-expanded')).toBe('false');
    for (const name of ['Price', 'Sale price', 'Rating (0 to 5)'])
      expect(await dialog.getByRole('spinbutton', { name, exact: true }).isVisible()).toBe(false);
    expect(await dialog.getByRole('combobox', { name: 'Services' }).isVisible()).toBe(false);

    // Enter opens it, with its fields
    await page.keyboard.press('Enter');
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).waitFor();
    expect(await booking.getAttribute('aria-expanded')).toBe('true');
    // a refused detail opens the folded section again, its rule told
    await retype(dialog.getByRole('spinbutton', { name: 'Rating (0 to 5)' }), '7');
    await booking.click();
    await expect.poll(() => booking.getAttribute('aria-expanded')).toBe('false');
    await dialog.getByRole('button', { name: 'Create trip' }).click();
    await dialog.getByText('Rating (0 to 5) must be between 0 and 5').waitFor();
    expect(await booking.getAttribute('aria-expanded')).toBe('true');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('creates a trip with its booking details’ chips: services, guides and bookers, and shows its footprint', async () => {
    const api = await demoApi(suite.server.url);
    const factors = (await api.get('/api/travel/emission-factors')).items as EmissionFactor[];
    const coach = factors.find((factor) => factor.mode === 'coach');
    if (!coach) throw new Error('no coach factor');
    const { page, context, pageErrors, foreignRequests } = await openAsDemo(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/dashboard/travel');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('button', { name: 'New trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip' });
    await dialog.waitFor();

    await dialog.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.type(TITLE);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hilo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mauna Loa Observatory');
    await choose(page, dialog.getByRole('combobox', { name: 'Mode' }), 'Coach');
    // a number the form refuses is told with its whole rule, one range, its limits as the app
    // writes numbers
    const distance = dialog.getByRole('spinbutton', { name: 'Distance (km)' });
    const passengers = dialog.getByRole('spinbutton', { name: 'Passengers' });
    await retype(distance, '60000');
    await retype(passengers, '0');
    await dialog.getByRole('button', { name: 'Create trip' }).click();
    await dialog.getByText('Distance (km) must be more than 0 and at most 50,000').waitFor();
    await dialog.getByText('Passengers must be between 1 and 1,000').waitFor();
    await retype(distance, '56');
    await retype(passengers, '3');

    // the booking details are optional, folded away until asked for
    await dialog.getByRole('button', { name: /^Booking details/ }).click();
    // services: Enter, a comma, a repeat (kept once), and leaving the field with Tab
    const services = chipsField(dialog, 'Services');
    await typeChips(page, services, 'Breakfast{Enter}Wi-Fi, Breakfast {Enter}Maps{Tab}');
    await expect.poll(() => chipsOf(services)).toEqual(['Breakfast', 'Wi-Fi', 'Maps']);
    // the Tab went on to the guides: two names, each ended by a comma
    const guides = chipsField(dialog, 'Guides');
    expect(
      await guides.getByRole('combobox').evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await page.keyboard.type('Ada, Grace,');
    await expect.poll(() => chipsOf(guides)).toEqual(['Ada', 'Grace']);
    // bookers: a slip taken back by Backspace in the empty field; Enter never sends the form
    const bookers = chipsField(dialog, 'Bookers');
    await typeChips(page, bookers, 'Oops{Enter}{Backspace}Tom{Enter}');
    await expect.poll(() => chipsOf(bookers)).toEqual(['Tom']);
    expect(await dialog.isVisible()).toBe(true);
    // a chip's own delete button removes it
    await services.getByRole('button', { name: 'Wi-Fi' }).locator('.MuiChip-deleteIcon').click();
    await expect.poll(() => chipsOf(services)).toEqual(['Breakfast', 'Maps']);

    await dialog.getByRole('button', { name: 'Create trip' }).click();
    await page.getByText(`“${TITLE}” saved`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // the footprint: 56 km × 3 passengers × the coach factor, as the API computed it
    const search = new URLSearchParams({ search: TITLE });
    const [trip] = (await api.get(`/api/travel/trips?${search}`)).items as Trip[];
    if (!trip) throw new Error('the trip was not saved');
    expect(trip.co2eKg).toBeCloseTo(56 * 3 * coach.kgCo2ePerPkm, 2);
    expect([trip.services, trip.guides, trip.bookers]).toEqual([
      ['Breakfast', 'Maps'],
      ['Ada', 'Grace'],
      ['Tom'],
    ]);
    const kg = trip.co2eKg.toLocaleString('en', {
      maximumFractionDigits: trip.co2eKg < 10 ? 1 : 0,
    });
    // the new trip is the one compared, its figure in the card's line
    const compared = page.getByRole('region', { name: `${TITLE} by every mode` });
    await compared.getByText(`Coach · 56 km · passengers: 3 · ${kg} kg CO2e`).waitFor();
    // and in the list, found by its title
    await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    await page.waitForURL((url) => url.searchParams.get('search') === TITLE);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: TITLE });
    await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(1);
    const whole = Math.round(trip.co2eKg).toLocaleString('en');
    expect(await row.textContent()).toContain(`${whole} kg CO2e`);

    // its chips come back in the edit form
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit trip' });
    await expect.poll(() => chipsOf(chipsField(edit, 'Services'))).toEqual(['Breakfast', 'Maps']);
    expect(await chipsOf(chipsField(edit, 'Guides'))).toEqual(['Ada', 'Grace']);
    expect(await chipsOf(chipsField(edit, 'Bookers'))).toEqual(['Tom']);

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('records a flight by its cabin class, without the radiative forcing uplift when asked', async () => {
    const api = await demoApi(suite.server.url);
    const factors = (await api.get('/api/travel/emission-factors')).items as EmissionFactor[];
    const longHaul = factors.find((factor) => factor.mode === 'flight_long_haul');
    const business = longHaul?.flights.find(
      (flight) => flight.cabinClass === 'business' && !flight.radiativeForcing,
    );
    if (!business) throw new Error('no long-haul business factor without RF');
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/travel');
    await page.getByRole('button', { name: 'New trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip' });
    const title = 'Flight to the Mauna Loa partners';
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Origin' }).fill('London');
    await dialog.getByRole('textbox', { name: 'Destination' }).fill('Hilo');
    // a train has no cabin class and no uplift to choose
    const cabin = dialog.getByRole('combobox', { name: 'Cabin class' });
    const uplift = dialog.getByRole('switch', { name: /radiative forcing/ });
    expect(await cabin.count()).toBe(0);
    expect(await uplift.count()).toBe(0);
    // a short haul offers the two classes DESNZ gives it
    await choose(page, dialog.getByRole('combobox', { name: 'Mode' }), 'Short-haul flight');
    await cabin.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Economy', 'Business']);
    await page.keyboard.press('Escape');
    // a long haul all four, economy and the uplift first
    await choose(page, dialog.getByRole('combobox', { name: 'Mode' }), 'Long-haul flight');
    expect(await cabin.textContent()).toBe('Economy');
    expect(await uplift.isChecked()).toBe(true);
    await cabin.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'Economy',
      'Premium economy',
      'Business',
      'First',
    ]);
    await page.getByRole('option', { name: 'Business' }).click();
    await uplift.click();
    expect(await uplift.isChecked()).toBe(false);
    // the distance from the airports: great circle plus DESNZ's 8 %
    const airport = async (search: string) =>
      ((await api.get(`/api/travel/airports?search=${search}`)).items as Airport[])[0];
    const [heathrow, hilo] = [await airport('LHR'), await airport('ITO')];
    if (!heathrow || !hilo) throw new Error('airports missing');
    const km = Math.round(flightDistanceKm(heathrow, hilo));
    for (const [label, code, city] of [
      ['From airport', 'lhr', 'London'],
      ['To airport', 'hilo', 'Hilo'],
    ] as const) {
      await dialog.getByRole('combobox', { name: label }).click();
      await page.keyboard.type(code);
      await page
        .getByRole('option', { name: new RegExp(`, ${city}$`) })
        .first()
        .click();
    }
    const distance = dialog.getByRole('spinbutton', { name: 'Distance (km)' });
    await expect.poll(() => distance.inputValue()).toBe(String(km));
    await dialog.getByRole('button', { name: 'Create trip' }).click();
    await page.getByText(`“${title}” saved`).waitFor();

    // its footprint: the distance × the business factor without RF, said in the comparison
    const kg = Math.round(km * business.kgCo2ePerPkm).toLocaleString('en');
    const compared = page.getByRole('region', { name: `${title} by every mode` });
    await compared
      .getByText(
        `Long-haul flight (Business, without RF) · ${km.toLocaleString('en')} km · passengers: 1 · ${kg} kg CO2e`,
      )
      .waitFor();
    // and the sources give the factor it used
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.getByText(`(row ${business.sourceId})`, { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
