import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../support/auth';
import { demoToken } from '../support/blog';
import { appReady, openPage } from '../support/browser';
import { startSuite } from '../support/suite';

/** The login page once the app runs and has nothing more to ask the server. */
async function openLogin(page: Page) {
  await page.goto('/auth/jwt/login', { waitUntil: 'networkidle' });
  await appReady(page);
  await page.getByRole('heading', { name: 'Hi, Welcome back' }).waitFor();
  await page.waitForLoadState('networkidle');
}

const hint = (page: Page) => page.getByText(/^Use .+ \/ .+$/);

describe('the demo hint on the login page', () => {
  const suite = startSuite();

  it('shows the seeded credentials while they work, and nothing once the password changed', async () => {
    const first = await openPage(suite.browser, suite.server.url);
    await openLogin(first.page);
    await hint(first.page).waitFor();
    expect(await hint(first.page).textContent()).toBe(`Use ${DEMO.email} / ${DEMO.password}`);
    await signIn(first.page);
    await first.page.waitForURL((url) => url.pathname === '/dashboard');
    await first.context.close();

    // the admin changes the demo password: the hint would now be a wrong credential
    const token = await demoToken(suite.server.url);
    const changed = await fetch(`${suite.server.url}/api/account/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: DEMO.password,
        newPassword: 'a private admin password',
        confirmPassword: 'a private admin password',
      }),
    });
    expect(changed.status).toBe(200);

    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    await openLogin(page);
    expect(await hint(page).count()).toBe(0);
    expect(await page.getByText(DEMO.password).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the demo hint with other SEED_ADMIN_* values', () => {
  const suite = startSuite({
    SEED_ADMIN_EMAIL: 'boss@example.com',
    SEED_ADMIN_PASSWORD: 'an operator secret',
  });

  it('never shows a wrong credential, nor the configured secret', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await openLogin(page);
    expect(await hint(page).count()).toBe(0);
    expect(await page.getByText('demo@keeling.app').count()).toBe(0);
    expect(await page.getByText('an operator secret').count()).toBe(0);
    await context.close();
  });
});
