import { describe, expect, it } from 'vitest';
import { DEMO, signIn, uniqueEmail } from '../support/auth';
import { openAsDemo } from '../support/blog';
import { openPage } from '../support/browser';
import { startSuite } from '../support/suite';

const suite = startSuite();

/**
 * SPEC §8's messages on screen. A failing server is played by the browser's own network
 * interception (`page.route`): no test hook in the product's code.
 */
describe('error messages on screen (SPEC §8)', () => {
  it("says 'Error in API' when a JSON POST is refused with no message, and signs in once it answers", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/login');
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }));
    await signIn(page);
    await page.getByRole('alert').getByText('Error in API', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/jwt/login');

    await page.unroute('**/api/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    const { page, context } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/addblog');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Offline save');
    await page.getByLabel('Published', { exact: true }).check();
    await page.route('**/api/blog/update_insert_article', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Something went wrong', { exact: true }).waitFor();
    // a refused POST without a message is the other text
    await page.unroute('**/api/blog/update_insert_article');
    await page.route('**/api/blog/update_insert_article', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Error in API', { exact: true }).waitFor();
    await context.close();
  });

  it('asks once for a project that does not exist, then says so', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    const asked: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/dashboards/by-slug/')) asked.push(response.status());
    });
    await page.goto('/dashboard/project/no-such-project');
    await page.getByText('This item does not exist.').waitFor();
    // the route's loader asked; the page found its 404 and did not ask again on mount
    await page.getByRole('heading', { name: 'no-such-project', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([404]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows the route error page when a screen's code cannot be loaded, and Reload recovers", async () => {
    const { page, context } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByText('Hi, Demo').first().waitFor();
    // the deploy went away: every script the app asks for now fails (it retries once)
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/blog');
    await context.close();
  });

  // last: the address's failed sign-ins count against it for a minute
  it('shows the 429 answer in words after too many failed sign-ins for one account', async () => {
    const email = uniqueEmail('limited');
    const register = await fetch(`${suite.server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO.password, firstName: 'Li', lastName: 'Mit' }),
    });
    expect(register.status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await fetch(`${suite.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      expect(response.status).toBe(401);
    }
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/auth/jwt/login');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signIn(page, email, DEMO.password);
    expect((await answer).status()).toBe(429);
    await page.getByRole('alert').getByText('Too many attempts, please try again later').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/jwt/login');
    await context.close();
  });
});
