import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../support/auth';
import { appReady, openPage } from '../support/browser';
import { startSuite } from '../support/suite';

const suite = startSuite();

/** Holds the app's scripts back until `release()`: what the page shows is the HTML alone. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The console's errors on `page` from now on (a hydration mismatch is reported there). */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('prerendered sign-in page', () => {
  it('is in the HTML the server sends for its path, with its title', async () => {
    const response = await fetch(`${suite.server.url}/auth/jwt/login?returnTo=%2Fdashboard`);
    const html = await response.text();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<title>Sign in | Keeling</title>');
    expect(html).toMatch(/<div id="root" data-prerendered>.*Hi, Welcome back/s);
    expect(html).toContain('type="email"');
    // any other page is the app's loading screen
    const other = await (await fetch(`${suite.server.url}/dashboard`)).text();
    expect(other).toMatch(/<div id="root"><div [^>]*role="status" aria-label="Loading">/);
    expect(other).not.toContain('Hi, Welcome back');
  });

  it('paints the form before the scripts arrive; what a person types and sends then is kept', async () => {
    const { page, pageErrors } = await openPage(suite.browser, suite.server.url);
    const consoleErrors = consoleErrorsOf(page);
    const release = await holdScripts(page);
    await page.goto('/auth/jwt/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email address');
    await email.waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Hi, Welcome back' }).isVisible()).toBe(true);

    // A person starts before the app is there: types, then presses Enter.
    await email.click();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe(''); // the browser did not send the form itself

    release();
    // The held sign-in is sent once React has the page: the same input node, the typed text.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(page.url()).not.toContain('password');
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('hydrates without a mismatch: the prerendered nodes are the ones React uses', async () => {
    const { page, pageErrors } = await openPage(suite.browser, suite.server.url);
    const consoleErrors = consoleErrorsOf(page);
    const release = await holdScripts(page);
    await page.goto('/auth/jwt/register', { waitUntil: 'commit' });
    await page.getByLabel('First name').waitFor({ state: 'visible' });
    await page.evaluate(() => {
      Object.assign(window, { prerenderedInput: document.querySelector('input[name=firstName]') });
    });
    release();
    await appReady(page);
    await page.getByLabel('First name').fill('Ada');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('input[name=firstName]') ===
          (window as unknown as { prerenderedInput: Element }).prerenderedInput,
      ),
    ).toBe(true);
    // React's handlers are attached: the empty required fields are reported, in English.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Last name is required').waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['dark settings', 'settings', JSON.stringify({ themeMode: 'dark' })],
    ['French', 'i18nextLng', 'fr'],
  ])(
    'is hidden for a visitor it was not rendered for (%s), who gets a fresh render',
    async (_, key, value) => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
      const release = await holdScripts(page);
      await page.goto('/auth/jwt/login', { waitUntil: 'commit' });
      await page.locator('#root').waitFor({ state: 'attached' });
      expect(
        await page.evaluate(
          () => getComputedStyle(document.getElementById('root') as Element).visibility,
        ),
      ).toBe('hidden');
      release();
      await appReady(page);
      const root = page.locator('#root');
      expect(await root.evaluate((element) => element.hasAttribute('data-prerendered'))).toBe(
        false,
      );
      expect(await root.evaluate((element) => getComputedStyle(element).visibility)).toBe(
        'visible',
      );
      if (key === 'i18nextLng') await page.getByLabel('Adresse e-mail').waitFor();
      else
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
          'rgb(243, 237, 228)',
        );
      expect(pageErrors).toEqual([]);
    },
  );
});

describe('the loading screen in index.html', () => {
  it('shows the brand and the progress bar on the stored look before the scripts arrive', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/login');
    await appReady(page);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' })),
    );
    const release = await holdScripts(page);
    await page.goto('/dashboard/list', { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Loading' });
    await loading.waitFor({ state: 'visible' });
    expect(await loading.locator('svg').isVisible()).toBe(true);
    expect(await loading.getByRole('progressbar').count()).toBe(0); // decorative: aria-hidden
    // the stored dark look from the first paint: no white page before the app
    const look = await page.evaluate(() => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      scheme: document.documentElement.style.colorScheme,
    }));
    expect(look).toEqual({ background: 'rgb(15, 13, 11)', scheme: 'dark' });
    release();
    // the app's first commit replaces the screen (the page may then show loading parts of its own)
    await page.getByRole('heading', { name: 'Dashboards', level: 1 }).waitFor();
    expect(await page.locator('#root > [role="status"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
