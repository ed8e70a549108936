import { describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../support/auth';
import { cardSelector } from '../support/blog';
import { openPage } from '../support/browser';
import { demoApi } from '../support/editor';
import { startSuite } from '../support/suite';

// a new account's role is viewer (REGISTRATION_ROLE's default)
const suite = startSuite();

describe('a viewer (read-only account), signed in through the form', () => {
  it('sees no management, the "Only editors" page, no Edit button and no drafts', async () => {
    const api = await demoApi(suite.server.url);
    const drafts = await api.titles('draft');
    expect(drafts.length).toBeGreaterThan(0);

    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    const email = uniqueEmail('viewer');
    await page.goto('/auth/jwt/register');
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Viewer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/jwt\/login/);
    await signIn(page, email, 'correct horse battery');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Hi, Vera').first().waitFor();

    // the navigation: the overview and footprint entries, no Management
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await nav.getByText('Management').count()).toBe(0);

    // the management pages answer with the "Only editors" page
    await page.goto('/dashboard/management/blog');
    await page.getByText('Only editors and admins can manage articles.').waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await page.goto('/dashboard/management/addblog');
    await page.getByText('Only editors and admins can manage articles.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).count()).toBe(0);
    // its way back leads to the blog, not to the list a viewer cannot use
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');

    // the blog: published articles only, in both pages; an article has no Edit button
    await page.locator(cardSelector).nth(11).waitFor();
    const titles = await page.locator(`${cardSelector} h2`).allInnerTexts();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => page.locator(cardSelector).count()).toBe(6);
    titles.push(...(await page.locator(`${cardSelector} h2`).allInnerTexts()));
    expect(titles).toHaveLength(18);
    expect(titles.filter((title) => drafts.includes(title))).toEqual([]);
    const open = titles[12] ?? '';
    await page.getByRole('link', { name: open, exact: true }).click();
    await page.getByRole('heading', { name: open, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    // asking the API for drafts directly is refused
    const refused = await page.evaluate(async () => {
      const token = sessionStorage.getItem('accessToken');
      const response = await fetch('/api/blog/articles?status=draft', {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(refused).toBe(403);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
