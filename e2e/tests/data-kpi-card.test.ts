import { DEFAULT_SETTINGS } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { demoToken } from '../support/blog';
import { choose, figure } from '../support/data';
import { callApi, openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// An editor makes a KPI card of the Mauna Loa monthly means that reads like a climate report:
// compared with a base period (1960), a rise shown as bad news, the sparkline of the last 60
// months; the card keeps those options once saved.
const suite = startSuite();

const TITLE = 'CO₂ since 1960';

describe('a KPI card’s options in the chart editor', () => {
  it('compares with a base period and colours a rise as bad news', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      token: await demoToken(suite.server.url),
    });
    await page.goto('/dashboard/management/charts');
    await page.getByRole('link', { name: 'New chart' }).click();
    await page.getByRole('heading', { name: 'New chart', level: 1 }).waitFor();
    const dataset = page.getByRole('combobox', { name: 'Data set', exact: true });
    await dataset.click();
    await page.keyboard.type('monthly mean');
    await page.getByRole('option', { name: 'Mauna Loa CO₂, monthly mean' }).click();
    await choose(page, page.getByRole('combobox', { name: /^X axis/ }), 'Month');
    await choose(page, page.getByRole('combobox', { name: /^Values/ }), 'Monthly mean');
    await page.keyboard.press('Escape');
    await choose(page, page.getByRole('combobox', { name: 'Type', exact: true }), 'KPI figure');
    await page.getByRole('textbox', { name: 'Title', exact: true }).click();
    await page.keyboard.type(TITLE);
    await page.getByRole('textbox', { name: 'Unit', exact: true }).click();
    await page.keyboard.type('ppm');

    // the card's options
    await choose(page, page.getByRole('combobox', { name: 'Compared with' }), 'A base period');
    await page.getByRole('textbox', { name: /^Base period/ }).click();
    await page.keyboard.type('1960');
    const points = page.getByRole('spinbutton', { name: 'Sparkline points' });
    await points.click();
    await points.press('ControlOrMeta+A');
    await page.keyboard.type('60');

    const card = figure(page, TITLE);
    const change = card.getByText(/ ppm since /);
    // a rise since 1960, good news until the card says otherwise
    await expect.poll(() => change.textContent()).toMatch(/^\+\d+(\.\d+)? ppm since \w+ 1960$/);
    expect(await change.getAttribute('data-tone')).toBe('success');
    await page.getByRole('switch', { name: 'A rise is bad news (red)' }).click();
    await expect.poll(() => change.getAttribute('data-tone')).toBe('error');
    const red = await change.evaluate((element) => getComputedStyle(element).color);
    expect(red).not.toBe(
      await card.getByRole('heading').evaluate((h) => getComputedStyle(h).color),
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`“${TITLE}” was saved.`).waitFor();
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('id') ?? ''));
    await page.reload();
    await page.getByRole('heading', { name: 'Edit chart', level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: 'A rise is bad news (red)' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('textbox', { name: /^Base period/ }).inputValue()).toBe('1960');
    await expect
      .poll(() =>
        figure(page, TITLE)
          .getByText(/ ppm since /)
          .getAttribute('data-tone'),
      )
      .toBe('error');

    // the editor's new fields (derived series, the card's options) pass axe, light and left to
    // right here, dark and right to left in a second session
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
    const saved = page.url();
    expect(pageErrors).toEqual([]);
    await context.close();
    // the account's saved settings win after sign-in: save these ones
    const token = await demoToken(suite.server.url);
    const settings = { ...DEFAULT_SETTINGS, themeMode: 'dark', themeDirection: 'rtl' } as const;
    await callApi(suite.server.url, 'PUT', '/api/account/settings', token, {
      settings,
      language: 'en',
    });
    const dark = await openSignedIn(suite.browser, suite.server.url, { token, settings });
    await dark.page.goto(saved);
    await dark.page.getByRole('switch', { name: 'A rise is bad news (red)' }).waitFor();
    await figure(dark.page, TITLE)
      .getByText(/ ppm since /)
      .waitFor();
    expect(await dark.page.evaluate(() => document.dir)).toBe('rtl');
    expect(await axeViolations(dark.page, ['serious', 'critical'])).toEqual([]);
    expect(dark.pageErrors).toEqual([]);
    await dark.context.close();
  });
});
