import { DEFAULT_SETTINGS } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { screenshot } from '../support/browser';
import { demoApi, naturalWidth, pngImage, storedJournal } from '../support/editor';
import { startSuite } from '../support/suite';

const suite = startSuite();
const UPLOAD = (url: string) => new URL(url).pathname === '/api/uploads';

describe('blog editor', () => {
  it('uploads a cover, inserts an image and links through the dialog; the editor counts no view', async () => {
    const { page, context, foreignRequests, pageErrors } = await openAsDemo(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/dashboard/management/addblog');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Covers and figures');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Uploads.');

    const coverUpload = page.waitForResponse((r) => UPLOAD(r.url()));
    await page
      .locator('input[type="file"][aria-label="Upload cover"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) });
    expect((await coverUpload).status()).toBe(200);
    const preview = page.getByRole('img', { name: 'Cover preview' });
    await expect.poll(() => naturalWidth(preview)).toBe(160);

    // a link through the dialog: refused address, then a relative one, removed, then absolute
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    await body.click();
    await page.keyboard.type('See the Keeling curve');
    for (let i = 0; i < 'Keeling curve'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Link' });
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await address.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Use an http(s):// or mailto: address').waitFor();
    await address.fill('/dashboard/blog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await body.locator('a[href="/dashboard/blog"]', { hasText: 'Keeling curve' }).waitFor();
    expect(page.url()).toMatch(/addblog$/); // the dialog's submit did not save the article

    await page.getByRole('button', { name: 'Link', exact: true }).click();
    expect(await address.inputValue()).toBe('/dashboard/blog');
    await address.fill('');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await body.locator('a').count()).toBe(0);
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await address.fill('https://gml.noaa.gov/ccgg/trends/');
    await address.press('Enter');
    await body.locator('a[href="https://gml.noaa.gov/ccgg/trends/"]').waitFor();

    // an image in the body through the toolbar's upload
    await page.keyboard.press('End');
    const chooser = page.waitForEvent('filechooser');
    const imageUpload = page.waitForResponse((r) => UPLOAD(r.url()));
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles({
      name: 'f.png',
      mimeType: 'image/png',
      buffer: pngImage(48, 24),
    });
    expect((await imageUpload).status()).toBe(200);
    const inserted = body.locator('img');
    await expect.poll(() => naturalWidth(inserted)).toBe(48);
    const src = await inserted.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[\w-]+\.png$/);

    await page.getByLabel('Published', { exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
    const editorUrl = page.url();

    await page.goto('/dashboard/article/covers-and-figures');
    await page.getByRole('heading', { name: 'Covers and figures', level: 1 }).waitFor();
    const images = page.locator('main img');
    await expect.poll(() => images.count()).toBe(2);
    for (const image of await images.all())
      await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0);
    expect(await page.locator(`main img[src="${src}"]`).count()).toBe(1);
    const link = page.locator('main a[href="https://gml.noaa.gov/ccgg/trends/"]');
    expect(await link.innerText()).toBe('Keeling curve');
    expect(await link.getAttribute('rel')).toContain('nofollow');
    await page.getByText(/ · 1 view$/).waitFor();

    // opening the editor is not a view; the next reader's is
    await page.goto(editorUrl);
    await page.getByRole('heading', { name: 'Revisions' }).waitFor();
    await page.goto('/dashboard/article/covers-and-figures');
    await page.getByText(/ · 2 views$/).waitFor();

    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('restores the first of two edits from the revisions panel', async () => {
    const api = await demoApi(suite.server.url);
    const { article } = await api.post('/api/blog/update_insert_article', {
      title: 'Revision one',
      content: '<p>The first text.</p>',
      status: 'published',
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto(`/dashboard/management/addblog?id=${article.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const body = page.getByRole('textbox', { name: 'Content', exact: true });
    const panel = page.getByRole('region', { name: 'Revisions' });
    await panel.getByText('1 saved version').waitFor();
    for (const [name, text, versions] of [
      ['Revision two', 'The second text.', '2 saved versions'],
      ['Revision three', 'The third text.', '3 saved versions'],
    ] as const) {
      await title.fill(name);
      await body.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // the save is done when the panel counts its version (the toast may still show the last)
      await panel.getByText(versions).waitFor();
    }
    await panel.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 restored').waitFor();
    expect(await title.inputValue()).toBe('Revision one');
    await body.getByText('The first text.').waitFor();
    await panel.getByText('4 saved versions').waitFor();

    await page.goto(`/dashboard/article/${article.slug}`);
    await page.getByRole('heading', { name: 'Revision one', level: 1 }).waitFor();
    await page.getByText('The first text.').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('resolves a version conflict with Use theirs', async () => {
    const api = await demoApi(suite.server.url);
    const { article } = await api.post('/api/blog/update_insert_article', {
      title: 'Shared article',
      content: '<p>Original text.</p>',
      status: 'published',
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto(`/dashboard/management/addblog?id=${article.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    expect(await title.inputValue()).toBe('Shared article');

    // another tab saves meanwhile
    await api.post('/api/blog/update_insert_article', {
      ...article,
      author: undefined,
      title: 'Their title',
      content: '<p>Their text.</p>',
    });
    await title.fill('My title');
    const save = page.waitForResponse((r) => r.url().endsWith('/update_insert_article'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await save).status()).toBe(409);
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this article' });
    await dialog.getByRole('region', { name: 'Your version' }).getByText('My title').waitFor();
    const theirs = dialog.getByRole('region', { name: 'Server version' });
    await theirs.getByText('Their title').waitFor();
    await theirs.getByText('Their text.').waitFor();
    await dialog.getByRole('button', { name: 'Use theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await title.inputValue()).toBe('Their title');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .getByText('Their text.')
      .waitFor();
    expect(await storedJournal(page, article.id)).toBeNull();

    // saving now starts from their version: no second conflict
    await title.fill('Their title, edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    const saved = await api.get(`/api/blog/article?id=${article.id}&countView=false`);
    expect(saved.article).toMatchObject({ title: 'Their title, edited', version: 3 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows field errors on save and clears them as they are fixed; counters follow the text', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/addblog');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const metaTitle = page.getByRole('textbox', { name: 'Meta title', exact: true });
    await metaTitle.fill('m'.repeat(201));
    await page.getByText('201 / 200').waitFor();
    expect(await metaTitle.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Meta title must be at most 200 characters').waitFor();

    // after a submit each field checks itself again as it changes
    await title.fill('A title');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByText('Title is required').count()).toBe(0);
    await metaTitle.fill('Short');
    await page.getByText('5 / 200').waitFor();
    await expect
      .poll(() => page.getByText('Meta title must be at most 200 characters').count())
      .toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the editor in dark mode, right to left, without page errors', async () => {
    const settings = { ...DEFAULT_SETTINGS, themeMode: 'dark', themeDirection: 'rtl' };
    // a returning editor: the account's settings win over the browser's after sign-in
    await (await demoApi(suite.server.url)).put('/api/account/settings', {
      settings,
      language: 'en',
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await context.addInitScript(
      (stored) => localStorage.setItem('settings', stored),
      JSON.stringify(settings),
    );
    await page.goto('/dashboard/management/addblog');
    await page.getByRole('button', { name: 'Heading 2' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'blog-editor-dark-rtl');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
