import { DEFAULT_SETTINGS } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { cardSelector, demoToken, openAsDemo } from '../support/blog';
import { screenshot } from '../support/browser';
import { demoApi, storedJournal } from '../support/editor';
import { startSuite } from '../support/suite';

const suite = startSuite();

describe('blog', () => {
  it('shows 12 published cards, paginates through the URL, searches and opens an article', async () => {
    const { page, context, foreignRequests, pageErrors } = await openAsDemo(
      suite.browser,
      suite.server.url,
    );
    // the route's loader sends the list request once; the page reads it from the query cache
    const listRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/blog/articles') listRequests.push(url.search);
    });
    await page.goto('/dashboard/blog');
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await page.locator(cardSelector).nth(11).waitFor();
    expect(await page.locator(cardSelector).count()).toBe(12);
    expect(listRequests).toEqual(['?page=1&size=12&sort=latest&status=published']);
    await screenshot(page, 'blog-list');

    // 18 published: page 2 holds the other 6
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator(cardSelector).count()).toBe(6);

    // search as you type narrows the list and goes back to page 1
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('Mauna Loa');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Mauna Loa');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByRole('heading', { name: 'Why Mauna Loa?' }).waitFor();
    await expect.poll(() => page.locator(cardSelector).count()).toBeLessThan(12);

    // the state survives a reload
    await page.reload();
    await page.getByRole('heading', { name: 'Why Mauna Loa?' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe(
      'Mauna Loa',
    );

    await page.getByRole('link', { name: 'Why Mauna Loa?', exact: true }).click();
    await page.waitForURL(/\/dashboard\/article\/why-mauna-loa/);
    await page.getByRole('heading', { name: 'Why Mauna Loa?', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toContain('Mauna Loa');
    // exactly one description: the article's, in place of index.html's generic one
    const description = page.locator('head meta[name="description"]');
    await expect.poll(() => description.getAttribute('content')).toContain('volcano');
    expect(await description.count()).toBe(1);
    expect(await page.locator('head meta[name="keywords"]').getAttribute('content')).toBeTruthy();
    await screenshot(page, 'blog-article');

    await page.goto('/dashboard/article/no-such-article');
    await page.getByText('Article not found').waitFor();
    await page.getByRole('link', { name: 'Back to the blog' }).waitFor();

    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('manages articles: tab counts, and bulk unpublish of exactly the selected rows', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management');
    await page.waitForURL((url) => url.pathname === '/dashboard/management/blog');
    const tabs = page.getByRole('tablist', { name: 'Article status' });
    const tabTexts = async () =>
      (await tabs.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));
    await expect.poll(tabTexts).toEqual(['All24', 'Published18', 'Drafts6']);

    await tabs.getByRole('tab', { name: /Published/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'published');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    const first = (await boxes.nth(0).getAttribute('aria-label'))?.replace('Select ', '') ?? '';
    const third = (await boxes.nth(2).getAttribute('aria-label'))?.replace('Select ', '') ?? '';
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByText('2 selected').first().waitFor();
    await screenshot(page, 'blog-management');

    const bulk = page.waitForRequest((request) =>
      request.url().endsWith('/api/blog/articles/bulk'),
    );
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const body = (await bulk).postDataJSON() as { action: string; ids: string[] };
    expect(body.action).toBe('unpublish');
    expect(body.ids).toHaveLength(2);
    await page.getByText('2 articles updated').waitFor();
    await expect.poll(tabTexts).toEqual(['All24', 'Published16', 'Drafts8']);
    await tabs.getByRole('tab', { name: /Drafts/ }).click();
    await page.getByText(first, { exact: true }).waitFor();
    await page.getByText(third, { exact: true }).waitFor();

    // CSV export of the whole filtered result downloads a file
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^articles-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByText('8 articles exported').waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('creates and publishes an article, with a journal that survives a reload', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/dashboard/management/addblog');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Field notes from the e2e station');
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(
      'field-notes-from-the-e2e-station',
    );
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A test of the editor.');
    // published: no draft autosave, so the changes live only in the journal until Save
    await page.getByLabel('Published', { exact: true }).check();
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type('Hello from the browser test.');
    await page.getByRole('button', { name: 'Heading 2' }).waitFor();
    await expect.poll(() => storedJournal(page)).toContain('Hello from the browser test.');

    await page.reload();
    await page.getByText('Unsaved changes restored').waitFor();
    expect(await title.inputValue()).toBe('Field notes from the e2e station');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .getByText('Hello from the browser test.')
      .waitFor();
    expect(await page.getByLabel('Published', { exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'blog-editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
    expect(await storedJournal(page)).toBeNull();

    await page.goto('/dashboard/blog');
    await page.getByRole('heading', { name: 'Field notes from the e2e station' }).waitFor();
    await page.getByRole('link', { name: 'Field notes from the e2e station', exact: true }).click();
    await page.getByText('Hello from the browser test.').waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('autosaves a draft, then resolves a version conflict with Keep mine', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    page.on('dialog', (dialog) => void dialog.accept());
    const token = await demoToken(suite.server.url);
    const api = (path: string, init?: RequestInit) =>
      fetch(`${suite.server.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      }).then((response) => response.json());
    const { items } = await api('/api/blog/articles?status=draft&size=1');
    const draft = items[0];

    await page.goto(`/dashboard/management/addblog?id=${draft.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    expect(await title.inputValue()).toBe(draft.title);
    const autosave = page.waitForResponse((r) => r.url().endsWith('/update_insert_article'));
    await title.fill(`${draft.title} (autosaved)`);
    expect((await autosave).status()).toBe(200);
    await page.getByText(/^Draft saved/).waitFor();

    // someone else saves meanwhile
    const { article } = await api(`/api/blog/article?id=${draft.id}`);
    await api('/api/blog/update_insert_article', {
      method: 'POST',
      body: JSON.stringify({ ...article, title: 'Their title', author: undefined }),
    });
    await page.getByLabel('Published', { exact: true }).check();
    await title.fill('My title');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this article' });
    await dialog.getByText('Their title').waitFor();
    await dialog.getByText('My title').waitFor();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByText('Article saved').waitFor();
    const saved = await api(`/api/blog/article?id=${draft.id}`);
    expect(saved.article.title).toBe('My title');
    expect(saved.article.status).toBe('published');

    await page
      .getByRole('region', { name: 'Revisions' })
      .getByText(/Version \d+ · Their title/)
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the list in dark mode, right to left, and sorts from its menu', async () => {
    const settings = { ...DEFAULT_SETTINGS, themeMode: 'dark', themeDirection: 'rtl' };
    const api = await demoApi(suite.server.url);
    // chosen in English from the drawer: the account keeps the language with them
    await api.put('/api/account/settings', { settings, language: 'en' });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await context.addInitScript(
      (stored) => localStorage.setItem('settings', stored),
      JSON.stringify(settings),
    );
    await page.goto('/dashboard/blog');
    await page.locator(cardSelector).nth(11).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.textContent()).toBe('Latest');
    expect(await sort.getAttribute('aria-expanded')).toBe('false');
    await sort.click();
    const popular = page.getByRole('option', { name: 'Popular' });
    await popular.waitFor();
    expect(await page.getByRole('option', { name: 'Latest' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screenshot(page, 'blog-list-dark-rtl-sort');
    await popular.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'popular');
    await sort.filter({ hasText: 'Popular' }).waitFor();
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
    await api.put('/api/account/settings', { settings: DEFAULT_SETTINGS });
  });
});
