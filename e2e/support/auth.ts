import type { Page } from 'playwright-core';
import { appReady } from './browser';

export const DEMO = { email: 'demo@keeling.app', password: 'keeling-demo' };

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  // the login page is prerendered: the form is filled once React holds it, or hydration may
  // take the typed values back (seen once in CI: the sign-in never left the page)
  await appReady(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('accessToken'));
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
