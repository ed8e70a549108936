import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { openPage, screenshot } from '../support/browser';
import { openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

const suite = startSuite();

const html = (page: Page) =>
  page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    stored: localStorage.getItem('i18nextLng'),
  }));

async function chooseLanguage(page: Page, current: string, name: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

describe('languages (SPEC §1, §4)', () => {
  it('offers English, Français and العربية in the header', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Language' }).click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['English', 'Français', 'العربية']);
    await context.close();
  });

  it('Arabic flips the page to rtl and shows Arabic text; the choice survives a reload', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Hi, Ada Lovelace' }).waitFor();
    expect((await html(page)).dir).toBe('ltr');

    // the direction is a setting: wait until the account has saved it (settings sync)
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes('"themeDirection":"rtl"'),
    );
    await chooseLanguage(page, 'Language', 'العربية');
    await saved;
    await page.getByRole('heading', { name: 'مرحبًا، Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'ar', stored: 'ar' });
    await page.getByRole('button', { name: 'اللغة' }).waitFor();
    await screenshot(page, 'i18n-arabic-rtl');

    await page.reload();
    await page.getByRole('heading', { name: 'مرحبًا، Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'ar', stored: 'ar' });

    // back to English: ltr again
    await chooseLanguage(page, 'اللغة', 'English');
    await page.getByRole('heading', { name: 'Hi, Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'en', stored: 'en' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('French shows French text and dates, ltr, and survives a reload', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await chooseLanguage(page, 'Language', 'Français');
    await page.getByRole('heading', { name: 'Bonjour, Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'fr', stored: 'fr' });
    await page.getByText('Membre depuis').first().waitFor();
    // Intl in French: "22 nov. 2026"-style dates
    const year = String(new Date().getFullYear());
    const dates = await page.getByText(new RegExp(`\\d{1,2} \\S+ ${year}`)).count();
    expect(dates).toBeGreaterThan(0);
    await screenshot(page, 'i18n-french');

    await page.reload();
    await page.getByRole('heading', { name: 'Bonjour, Ada Lovelace' }).waitFor();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'accueil' }).count(),
    ).resolves.toBe(1);
    await context.close();
  });

  it('a stored language applies before sign-in too (login page in French)', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto('/auth/jwt/login');
    await page.getByRole('heading', { name: 'Bonjour, bon retour' }).waitFor();
    await expect(page.getByLabel('Adresse e-mail').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('uses the browser language when nothing is stored', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/auth/jwt/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });

  it('starts right to left for an Arabic browser on its first visit', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto('/auth/jwt/login');
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });

  it('the language travels with the account: a fresh English browser shows Arabic, rtl', async () => {
    const account = await registerAccount(suite.server.url, 'traveller');
    const first = await openPage(suite.browser, suite.server.url);
    await first.page.goto('/auth/jwt/login');
    await signIn(first.page, account.email, account.password);
    await first.page.getByRole('heading', { name: 'Hi, Ada Lovelace' }).waitFor();
    const saved = first.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes('"themeDirection":"rtl"'),
    );
    await chooseLanguage(first.page, 'Language', 'العربية');
    await saved;
    await first.context.close();

    const context = await suite.browser.newContext({ baseURL: suite.server.url, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/auth/jwt/login');
    await page.getByRole('heading', { name: 'Hi, Welcome back' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'en', stored: null });
    await signIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'مرحبًا، Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'ar', stored: 'ar' });
    await page.reload();
    await page.getByRole('heading', { name: 'مرحبًا، Ada Lovelace' }).waitFor();
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'ar', stored: 'ar' });
    await context.close();
  });
});
