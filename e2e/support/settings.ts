import type { Page } from 'playwright-core';
import { signIn, uniqueEmail } from './auth';

export const PASSWORD = 'correct horse battery';

/** Registers a new account through the API (no UI), so each test owns its saved settings. */
export async function createAccount(page: Page, firstName = 'Ada'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName, lastName: 'Tester' },
  });
  if (res.status() !== 200) throw new Error(`register failed: ${res.status()}`);
  return email;
}

export async function signInTo(page: Page, email: string, firstName = 'Ada'): Promise<void> {
  await page.goto('/auth/jwt/login');
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText(`Hi, ${firstName}`).first().waitFor();
}

export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.waitFor();
  return drawer;
}

export const option = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name, exact: true });

/** Relative luminance (0 black … 1 white) of a computed `rgb(...)` colour. */
export function luminanceOf(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

export const htmlDir = (page: Page) => page.evaluate(() => document.documentElement.dir);

export const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null'));

/** Waits until the account's settings were saved (the PUT is debounced). */
export const settingsSaved = (page: Page) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/account/settings') &&
      res.request().method() === 'PUT' &&
      res.status() === 200,
  );
