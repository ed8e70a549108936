import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../apps/server/src/modules/auth/tokens';
import { signIn, storedToken } from '../support/auth';
import { openAsDemo } from '../support/blog';
import { demoApi, storedJournal } from '../support/editor';
import { startSuite } from '../support/suite';

/**
 * The server's signing secret, known to the test: it signs the page's own token again with an
 * expiry a minute past, which the server refuses as expired. No test waits for a token to age.
 */
const JWT_SECRET = 'e2e-session-test-secret-0123456789-abcdefghij';
const suite = startSuite({ JWT_SECRET });

/** The same user and token version as `token`, expired a minute ago, signed as the server signs. */
function expiredCopyOf(token: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  const signer = createTokenService(new TextEncoder().encode(JWT_SECRET), -60);
  return signer.sign({ userId: payload.sub, tokenVersion: payload.tv });
}

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
    await page.goto(editorPath);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Session test');
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.getByText('Saved text.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed before the expiry.');
    const journal = () => storedJournal(page, article.id);
    await expect.poll(journal).toContain('Typed before the expiry.');

    // the token the page holds has expired by the time of the save: the save goes out with its
    // expired copy, which the server itself refuses (401 auth.token_expired)
    const expired = await expiredCopyOf((await storedToken(page)) ?? '');
    const me = await fetch(`${suite.server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(me.status).toBe(401);
    expect((await me.json()).code).toBe('auth.token_expired');
    await page.route(`**${UPSERT}`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: `Bearer ${expired}` },
      }),
    );
    expect(new URL(page.url()).pathname).toBe('/dashboard/management/addblog');

    const refused = page.waitForResponse((r) => r.url().endsWith(UPSERT));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(401);
    await page.unroute(`**${UPSERT}`);
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
  });
});
