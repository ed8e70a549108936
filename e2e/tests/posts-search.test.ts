import { postSearchResponseSchema } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { cardSelector } from '../support/blog';
import { demoApi } from '../support/editor';
import { callApi, openSignedIn, registerUser } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 35, decision 0066: the posts are the blog's published articles. A member types a word of
// a post's body, key by key, in the blog's search: the published post is found, a draft holding
// the same word is not, and the posts API (`/api/post/search`, for the template's clients) answers
// the same post.
const suite = startSuite();

describe('posts', () => {
  it('a member searches the posts by a word of their text; drafts stay hidden', async () => {
    const api = await demoApi(suite.server.url);
    await api.post('/api/blog/update_insert_article', {
      title: 'Coral reefs under warming seas',
      content: '<p>Bleached corals lose their zooxanthellae when the water warms.</p>',
      status: 'published',
    });
    await api.post('/api/blog/update_insert_article', {
      title: 'Unpublished reef notes',
      content: '<p>More on zooxanthellae, not ready yet.</p>',
      status: 'draft',
    });

    const token = await registerUser(suite.server.url, 'posts');
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      token,
    });
    await page.goto('/dashboard/blog');
    await page.locator(cardSelector).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('zooxanth');
    await page.waitForURL((url) => url.searchParams.get('search') === 'zooxanth');
    await page.getByRole('heading', { name: 'Coral reefs under warming seas' }).waitFor();
    await expect.poll(() => page.locator(cardSelector).count()).toBe(1);
    expect(await page.getByText('Unpublished reef notes').count()).toBe(0);

    const answer = postSearchResponseSchema.parse(
      await callApi(suite.server.url, 'GET', '/api/post/search?query=zooxanth', token),
    );
    expect(answer.results.map((post) => post.title)).toEqual(['Coral reefs under warming seas']);

    await page.getByRole('link', { name: 'Coral reefs under warming seas', exact: true }).click();
    await page.getByRole('heading', { name: 'Coral reefs under warming seas', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
