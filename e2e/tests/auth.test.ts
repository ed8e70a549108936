import { describe, expect, it } from 'vitest';
import { DEMO, signIn, storedToken, uniqueEmail } from '../support/auth';
import { openPage, screenshot } from '../support/browser';
import { startSuite } from '../support/suite';

const suite = startSuite();

describe('sign-in area', () => {
  it('sends a guest from / to the login page with returnTo, and signs in with the demo account', async () => {
    const { page, context, foreignRequests, pageErrors } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/');
    await page.waitForURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard/);
    // The URL commits before React's (transition) render of the page: wait for the heading.
    await page.getByRole('heading', { name: 'Hi, Welcome back' }).waitFor({ state: 'visible' });
    await page.getByLabel('Email address').waitFor();
    await screenshot(page, 'sign-in');

    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Hi, Demo').first().waitFor();
    expect(await storedToken(page)).toMatch(/^ey/);
    await screenshot(page, 'dashboard');

    // A reload with the stored token: index.html's inline script (allowed by its CSP hash)
    // asks for the user while the app loads, and the app takes that answer: one request.
    await context.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      // (zod's eval feature test is refused too, by design: only inline scripts count here.)
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.blockedURI === 'inline') violations.push(event.violatedDirective);
      });
    });
    const meRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') meRequests.push(request.url());
    });
    await page.reload();
    await page.getByText('Hi, Demo').first().waitFor();
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
    expect(meRequests).toHaveLength(1);

    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the server error for a wrong password and stays on the login page', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/login');
    await signIn(page, DEMO.email, 'not-the-password');
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/jwt/login');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('registers a new account, lands on the dashboard, and logs out without a call', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/register');
    await page.getByText('Manage the job more effectively with Minimal').first().waitFor();
    const email = uniqueEmail('ada');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    // the dashboard's own requests after it lands: its live stream, the chat's unread badge and
    // the tab's presence report
    const settled = Promise.all([
      page.waitForRequest((request) => request.url().includes('/api/events?ticket=')),
      page.waitForResponse((response) => response.url().includes('/api/chat/conversations')),
      page.waitForResponse((response) => response.url().includes('/api/chat/presence')),
    ]);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Hi, Ada').first().waitFor();
    await settled;

    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.getByRole('button', { name: 'Account' }).click();
    await page.locator('.MuiPopover-paper').getByText(email).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/jwt\/login/);
    expect(await storedToken(page)).toBeNull();
    // the logout itself asks nothing; the login page it lands on may ask for its demo hint
    const asked = calls.filter((url) => url.includes('/api/') && !url.endsWith('/demo-account'));
    expect(asked).toEqual([]);
    await context.close();
  });

  it('greets a brand-new user "Welcome to Keeling." for the first visit, "Welcome back" after', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/register');
    const email = uniqueEmail('newcomer');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Hi, Grace Hopper' }).waitFor();
    await page.getByText('Welcome to Keeling.', { exact: true }).waitFor();
    expect(await page.getByText('Welcome back to Keeling.').count()).toBe(0);
    // still the first visit after a reload
    await page.reload();
    await page.getByRole('heading', { name: 'Hi, Grace Hopper' }).waitFor();
    await page.getByText('Welcome to Keeling.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/jwt\/login/);
    await signIn(page, email, 'correct horse battery');
    await page.getByRole('heading', { name: 'Hi, Grace Hopper' }).waitFor();
    await page.getByText('Welcome back to Keeling.').waitFor();
    expect(await page.getByText('Welcome to Keeling.', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows field errors from the server next to the fields (duplicate email)', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/register');
    await page.getByLabel('First name').fill('Demo');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email address').fill(DEMO.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('another password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/jwt/register');
    await context.close();
  });

  it('returns to the returnTo path after sign-in, and guards both ways', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/dashboard?from=guard');
    await page.waitForURL(/returnTo=%2Fdashboard%3Ffrom%3Dguard/);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?from=guard');

    // a signed-in user never sees the guest pages
    await page.goto('/auth/jwt/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/auth/jwt/register');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // ...and an open redirect through returnTo is refused
    await page.goto('/auth/jwt/login?returnTo=//example.com/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(suite.server.url).host);
    await context.close();
  });

  it('sends an unknown path to /404 in the compact layout', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('link', { name: 'Need help?' }).waitFor();
    await context.close();
  });
});

describe('token expiry', () => {
  const shortLived = startSuite({ JWT_TTL: '6s' });

  it("shows 'Token expired', removes the token and returns to the login page", async () => {
    const { page, context, pageErrors } = await openPage(shortLived.browser, shortLived.server.url);
    // the browser's clock, moved on by the test: the token's 6 s pass without waiting for them
    await context.clock.install();
    await page.goto('/auth/jwt/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    await page.clock.fastForward('00:10');
    await page.getByText('Token expired').waitFor();
    await page.waitForURL(/\/auth\/jwt\/login/);
    expect(await storedToken(page)).toBeNull();

    // a reload with the expired token put back by hand does not sign in: nothing asks the
    // server with it (no 401s, no console errors), the guest page stays, the token is dropped
    const meRequests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') meRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.evaluate((expired) => sessionStorage.setItem('accessToken', expired ?? ''), token);
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard/);
    await page.getByRole('heading', { name: 'Hi, Welcome back' }).waitFor();
    expect(meRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await storedToken(page)).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
