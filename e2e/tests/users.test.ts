import { describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { openPage } from '../support/browser';
import { openSignedIn, registerUser } from '../support/session';
import { startSuite } from '../support/suite';

const suite = startSuite();

/** The demo admin, signed in through the form, on the users page. */
async function openAsAdmin() {
  const tracked = await openPage(suite.browser, suite.server.url);
  await tracked.page.goto('/auth/jwt/login');
  await signIn(tracked.page);
  await tracked.page.waitForURL((url) => url.pathname === '/dashboard');
  await tracked.page.goto('/dashboard/management/users');
  // the list's rows have come: each person has an Edit button
  await tracked.page
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor();
  return tracked;
}

describe('user administration', () => {
  it('bans a signed-in user: their session ends on its next action', async () => {
    const user = await openSignedIn(suite.browser, suite.server.url);
    await user.page.goto('/dashboard');
    const email = await user.page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
      });
      return ((await response.json()) as { user: { email: string } }).user.email;
    });

    const admin = await openAsAdmin();
    const tabs = admin.page.getByRole('tablist', { name: 'Users by status' });
    const count = (status: string) => tabs.getByTestId(`count-${status}`).textContent();
    await admin.page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await admin.page.waitForURL((url) => url.searchParams.get('search') === email);
    await expect.poll(() => count('all')).toBe('1');
    expect(await count('active')).toBe('1');
    await admin.page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await admin.page.getByRole('option', { name: 'Banned' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await admin.page.getByText('Ada Lovelace saved').waitFor();
    // the tabs' counts come from the API: the person moved from Active to Banned
    await expect.poll(() => count('banned')).toBe('1');
    expect(await count('active')).toBe('0');

    // the banned person's next request is refused, saying why, and the sign-in page
    await user.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Travel' })
      .click();
    await user.page.getByText('Your account was disabled — ask an administrator').waitFor();
    await user.page.waitForURL(/\/auth\/jwt\/login/);
    await user.context.close();
    await admin.context.close();
  });

  it('refuses to demote the last active admin, saying why', async () => {
    const { page, context } = await openAsAdmin();
    await page.getByRole('button', { name: /^Edit Demo/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'editor' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog
      .getByText('The last active administrator cannot be demoted, banned or deleted.')
      .waitFor();
    await context.close();
  });

  it("offers no working Delete on the admin's own row, and says why", async () => {
    const { page, context, pageErrors } = await openAsAdmin();
    const own = page.getByRole('button', { name: /^Delete Demo/ });
    await own.hover();
    await page.getByRole('tooltip', { name: 'You cannot delete your own account' }).waitFor();
    expect(await own.getAttribute('aria-disabled')).toBe('true');
    // a click (or Enter on it) asks nothing and sends nothing
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await own.click({ force: true });
    await own.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(deletes).toEqual([]);
    // another person's Delete still works
    const others = page.getByRole('button', { name: /^Delete (?!Demo)/ });
    expect(await others.first().getAttribute('aria-disabled')).toBeNull();
    await others.first().click();
    await page.getByRole('dialog').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sorts by a header from the keyboard and pages with the pager, as the URL keeps them', async () => {
    // six people at least, so that a page of five has a next one
    for (let n = 0; n < 5; n++) await registerUser(suite.server.url, 'users-paging');
    const { page, context, pageErrors } = await openAsAdmin();
    const table = page.getByRole('table', { name: 'Users' });
    const firstEmail = () => table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
    const emailHeader = table.getByRole('columnheader', { name: 'Email' });

    /** The next page of users the server sends: its first e-mail, once the table shows it. */
    const nextList = () =>
      page
        .waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'GET',
        )
        .then(async (r) => ((await r.json()) as { items: { email: string }[] }).items[0]?.email);

    await emailHeader.getByRole('button').focus();
    let listed = nextList();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'email');
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await listed;
    await expect.poll(firstEmail).toBe(ascending);
    listed = nextList();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('order') === null);
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('descending');
    const descending = await listed;
    expect(descending).not.toBe(ascending);
    await expect.poll(firstEmail).toBe(descending);

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('size') === '5');
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    await page.getByText(/^1–5 of /).waitFor();
    const pager = (name: string) => page.getByRole('button', { name });
    await pager('Go to last page').click();
    await page.waitForURL((url) => Number(url.searchParams.get('page')) >= 2);
    await expect.poll(() => pager('Go to next page').isDisabled()).toBe(true);
    await pager('Go to first page').click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await page.getByText(/^1–5 of /).waitFor();
    await pager('Go to next page').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(/^6–/).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is for admins only: a viewer has no Users entry and gets the admins-only message', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/users');
    await page.getByText('Only administrators manage users.').waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await context.close();
  });
});
