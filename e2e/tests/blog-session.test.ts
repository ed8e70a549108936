import { describe, expect, it } from 'vitest';
import { signIn, storedToken } from '../support/auth';
import { openAsDemo } from '../support/blog';
import { demoApi, storedJournal } from '../support/editor';
import { startSuite } from '../support/suite';

/**
 * Short-lived tokens, so the server refuses one during the test: time enough to open the editor
 * and type first on a loaded machine (it takes ≈ 3 s), little to wait after.
 */
const TTL_SECONDS = 12;
const suite = startSuite({ JWT_TTL: `${TTL_SECONDS}s` });

const UPSERT = '/api/blog/update_insert_article';

describe('blog editor and the session', () => {
  it('keeps unsaved text through a token the server refuses, and restores it after signing in again', async () => {
    const api = await demoApi(suite.server.url);
    const { article } = await api.post(UPSERT, {
      title: 'Session test',
      content: '<p>Saved text.</p>',
      status: 'published',
    });
    const editorPath = `/dashboard/management/addblog?id=${article.id}`;
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    // the browser's clock runs 10 minutes behind: it still trusts the token when the server
    // no longer does, so only the server's 401 can end the session (not the client's exp timer)
    await context.clock.install({ time: Date.now() - 10 * 60_000 });
    await page.goto(editorPath);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Session test');
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.getByText('Saved text.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed before the expiry.');
    const journal = () => storedJournal(page, article.id);
    await expect.poll(journal).toContain('Typed before the expiry.');

    const token = await storedToken(page);
    const meStatus = async () =>
      (
        await fetch(`${suite.server.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    await expect.poll(meStatus, { timeout: (TTL_SECONDS + 15) * 1000, interval: 1000 }).toBe(401);
    expect(new URL(page.url()).pathname).toBe('/dashboard/management/addblog');

    const refused = page.waitForResponse((r) => r.url().endsWith(UPSERT));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(401);
    await page.getByText('Token expired').waitFor();
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth/jwt/login' && url.searchParams.get('returnTo') === editorPath,
    );
    expect(await storedToken(page)).toBeNull();
    expect(await journal()).toContain('Typed before the expiry.');

    await signIn(page);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === editorPath);
    await page.getByText('Unsaved changes restored').waitFor();
    await body.getByText('Saved text. Typed before the expiry.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    expect(await journal()).toBeNull();
    const fresh = await demoApi(suite.server.url);
    const saved = await fresh.get(`/api/blog/article?id=${article.id}&countView=false`);
    expect(saved.article.content).toContain('Saved text. Typed before the expiry.');

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
