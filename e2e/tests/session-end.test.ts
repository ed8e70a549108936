import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, storedToken } from '../support/auth';
import { demoToken } from '../support/blog';
import { openPage } from '../support/browser';
import { callApi, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

const suite = startSuite();

/** A call made elsewhere (another browser, an admin). */
const call = async (method: string, path: string, token: string, body?: unknown) => {
  await callApi(suite.server.url, method, path, token, body);
};

/** A user signed in by hand in a browser of their own, on the dashboard. */
async function signedInUser() {
  const account = await registerAccount(suite.server.url, 'ended');
  const tracked = await openPage(suite.browser, suite.server.url);
  await tracked.page.goto('/auth/jwt/login');
  await signIn(tracked.page, account.email, account.password);
  await tracked.page.getByRole('heading', { name: 'Hi, Ada Lovelace' }).waitFor();
  return { ...tracked, account };
}

/**
 * The person moves on in the app (a page that asks the server), as they would next, unless the
 * dashboard's own requests (its live stream, the presence report, the unread counts) met the
 * ended session first and the app already went to the sign-in page.
 */
async function openTravel(page: Page) {
  const moved = page
    .getByRole('link', { name: 'Travel' })
    .first()
    .click()
    .catch(() => undefined);
  await Promise.race([moved, page.waitForURL(/\/auth\/jwt\/login/)]);
}

describe('a session ended elsewhere says why', () => {
  it('a password changed in another browser: "You were signed out because your password changed"', async () => {
    const { page, context, account } = await signedInUser();
    await call('POST', '/api/account/password', account.accessToken, {
      currentPassword: account.password,
      newPassword: 'a brand new horse',
      confirmPassword: 'a brand new horse',
    });
    await openTravel(page);
    await page.getByText('You were signed out because your password changed').waitFor();
    await page.waitForURL(/\/auth\/jwt\/login/);
    expect(await page.getByText('Token expired').count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('signed out everywhere from another browser: says so', async () => {
    const { page, context, account } = await signedInUser();
    await call('POST', '/api/account/sign-out-everywhere', account.accessToken);
    await openTravel(page);
    await page.getByText('You were signed out of all your sessions').waitFor();
    await page.waitForURL(/\/auth\/jwt\/login/);
    await context.close();
  });

  it('banned by an administrator: "Your account was disabled — ask an administrator", after a reload too', async () => {
    const { page, context, account } = await signedInUser();
    const admin = await demoToken(suite.server.url);
    await call('PATCH', `/api/users/${account.id}`, admin, { status: 'banned' });
    await openTravel(page);
    await page.getByText('Your account was disabled — ask an administrator').waitFor();
    await page.waitForURL(/\/auth\/jwt\/login/);
    expect(await page.getByText('Token expired').count()).toBe(0);
    await context.close();

    // a browser that comes back with the token (a reload of a tab left open) is told too
    const again = await openPage(suite.browser, suite.server.url);
    await again.context.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('accessToken', token);
      }
    }, account.accessToken);
    await again.page.goto('/dashboard');
    await again.page.getByText('Your account was disabled — ask an administrator').waitFor();
    await again.page.waitForURL(/\/auth\/jwt\/login/);
    await again.context.close();
  });

  it('in French too', async () => {
    const { page, context, account } = await signedInUser();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
    await page.getByRole('heading', { name: 'Bonjour, Ada Lovelace' }).waitFor();
    await call('POST', '/api/account/password', account.accessToken, {
      currentPassword: account.password,
      newPassword: 'a brand new horse',
      confirmPassword: 'a brand new horse',
    });
    // the next request ends the session: the person's click, or one the page sends first (then
    // the link is gone with the page: the click is not needed)
    const travel = page.getByRole('link', { name: 'Voyages' }).first();
    void travel.click({ timeout: 10_000 }).catch(() => {});
    await page.getByText('Vous avez été déconnecté car votre mot de passe a changé').waitFor();
    await context.close();
  });
});
