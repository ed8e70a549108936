import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { demoApi } from '../support/editor';
import { startSuite } from '../support/suite';

const suite = startSuite();
const UPSERT = '/api/blog/update_insert_article';

/** The chips of a tags-like field (an MUI Autocomplete), as shown. */
const chipsField = (page: Page, name: string) => {
  const input = page.getByRole('combobox', { name, exact: true });
  const root = page.locator('.MuiAutocomplete-root', { has: input });
  return { input, chips: () => root.locator('.MuiChip-label').allInnerTexts() };
};

/**
 * Forms submitted in the page from now on, counted as the submit event fires: a key press that
 * submits has done so by the time it resolves, so nothing needs a wait to be seen.
 */
async function countSubmits(page: Page) {
  await page.evaluate(() => {
    const counted = window as { submits?: number };
    counted.submits = 0;
    document.addEventListener(
      'submit',
      () => {
        counted.submits = (counted.submits ?? 0) + 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as { submits?: number }).submits);
}

/** Upserts sent from the page from now on (a save, an autosave). */
function countSaves(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(UPSERT)) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.type(text);
}

describe('editor: tags, meta keywords and meta description, typed by hand', () => {
  it('makes chips with Enter, Tab and commas, removes one with Backspace, never saves on Enter, and saves exactly the chips shown', async () => {
    const api = await demoApi(suite.server.url);
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/addblog');
    await typeInto(page, page.getByRole('textbox', { name: 'Title', exact: true }), 'Typed tags');
    // published: no draft autosave, so any request below would be a submit
    await page.getByLabel('Published', { exact: true }).check();
    const saves = countSaves(page);
    const submits = await countSubmits(page);

    const tags = chipsField(page, 'Tags');
    await typeInto(page, tags.input, 'alpha');
    await page.keyboard.press('Enter');
    await page.keyboard.type('beta');
    await page.keyboard.press('Tab');
    await expect.poll(tags.chips).toEqual(['alpha', 'beta']);
    await typeInto(page, tags.input, 'gamma,');
    await expect.poll(tags.chips).toEqual(['alpha', 'beta', 'gamma']);
    expect(await tags.input.inputValue()).toBe('');
    await page.keyboard.press('Backspace');
    await expect.poll(tags.chips).toEqual(['alpha', 'beta']);
    // Enter in the empty field and after a word: a chip at most, never a save
    await page.keyboard.press('Enter');
    await page.keyboard.type('delta');
    await page.keyboard.press('Enter');
    await expect.poll(tags.chips).toEqual(['alpha', 'beta', 'delta']);

    const keywords = chipsField(page, 'Meta keywords');
    await typeInto(page, keywords.input, 'co2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('mauna loa');
    await page.keyboard.press('Tab');
    await typeInto(page, keywords.input, 'keeling,curve,');
    await expect.poll(keywords.chips).toEqual(['co2', 'mauna loa', 'keeling', 'curve']);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(keywords.chips).toEqual(['co2', 'mauna loa', 'keeling']);

    const metaDescription = page.getByRole('textbox', { name: 'Meta description', exact: true });
    await typeInto(page, metaDescription, 'Chips made by hand.');

    expect(await submits()).toBe(0);
    expect(saves).toEqual([]);
    expect(await page.getByText('Article saved').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    expect(await submits()).toBe(1);
    expect(saves).toHaveLength(1);
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
    const id = new URL(page.url()).searchParams.get('id');
    const { article } = await api.get(`/api/blog/article?id=${id}&countView=false`);
    expect(article).toMatchObject({
      tags: ['alpha', 'beta', 'delta'],
      metaKeywords: ['co2', 'mauna loa', 'keeling'],
      metaDescription: 'Chips made by hand.',
    });

    // the editor opened again shows what was saved
    await page.reload();
    await expect.poll(tags.chips).toEqual(['alpha', 'beta', 'delta']);
    await expect.poll(keywords.chips).toEqual(['co2', 'mauna loa', 'keeling']);
    expect(await metaDescription.inputValue()).toBe('Chips made by hand.');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows an article's existing tags and keywords as chips, and a save keeps exactly those", async () => {
    const api = await demoApi(suite.server.url);
    const { article } = await api.post(UPSERT, {
      title: 'Tagged before',
      content: '<p>Text.</p>',
      status: 'published',
      tags: ['ocean', 'ice'],
      metaKeywords: ['sea level'],
      metaDescription: 'Set through the API.',
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto(`/dashboard/management/addblog?id=${article.id}`);
    const tags = chipsField(page, 'Tags');
    await expect.poll(tags.chips).toEqual(['ocean', 'ice']);
    await expect.poll(chipsField(page, 'Meta keywords').chips).toEqual(['sea level']);
    expect(
      await page.getByRole('textbox', { name: 'Meta description', exact: true }).inputValue(),
    ).toBe('Set through the API.');

    // a chip's own remove button, then one more by keyboard
    await page
      .getByRole('button', { name: 'ice', exact: true })
      .locator('.MuiChip-deleteIcon')
      .click();
    await expect.poll(tags.chips).toEqual(['ocean']);
    await typeInto(page, tags.input, 'glaciers');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Article saved').waitFor();
    const saved = await api.get(`/api/blog/article?id=${article.id}&countView=false`);
    expect(saved.article.tags).toEqual(['ocean', 'glaciers']);
    expect(saved.article.metaKeywords).toEqual(['sea level']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('restores the text of an earlier version and keeps the tags, keywords and meta description shown and saved', async () => {
    // a revision holds the text (title, description, content); the article's other fields stay
    const api = await demoApi(suite.server.url);
    const first = {
      title: 'Restored fields',
      description: 'The first description.',
      content: '<p>The first text.</p>',
      status: 'published',
      tags: ['first'],
      metaKeywords: ['one'],
      metaDescription: 'The first meta description.',
    };
    const { article } = await api.post(UPSERT, first);
    await api.post(UPSERT, {
      ...first,
      id: article.id,
      version: article.version,
      title: 'Restored fields, second',
      content: '<p>The second text.</p>',
      tags: ['second', 'later'],
      metaKeywords: [],
      metaDescription: 'The second meta description.',
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto(`/dashboard/management/addblog?id=${article.id}`);
    const tags = chipsField(page, 'Tags');
    const keywords = chipsField(page, 'Meta keywords');
    await expect.poll(tags.chips).toEqual(['second', 'later']);
    await page
      .getByRole('region', { name: 'Revisions' })
      .getByRole('button', { name: 'Restore version 1' })
      .click();
    await page.getByText('Version 1 restored').waitFor();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Restored fields');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .getByText('The first text.')
      .waitFor();
    expect(await tags.chips()).toEqual(['second', 'later']);
    expect(await keywords.chips()).toEqual([]);
    const metaDescription = page.getByRole('textbox', { name: 'Meta description', exact: true });
    expect(await metaDescription.inputValue()).toBe('The second meta description.');
    const saved = await api.get(`/api/blog/article?id=${article.id}&countView=false`);
    expect(saved.article).toMatchObject({
      title: 'Restored fields',
      tags: ['second', 'later'],
      metaKeywords: [],
      metaDescription: 'The second meta description.',
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows every field that differs in a conflict: description, tags, status and meta fields', async () => {
    const api = await demoApi(suite.server.url);
    const { article } = await api.post(UPSERT, {
      title: 'Conflicting fields',
      description: 'The first description.',
      content: '<p>Same text.</p>',
      status: 'published',
      tags: ['shared'],
    });
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto(`/dashboard/management/addblog?id=${article.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Conflicting fields');

    // another tab changes what the old dialog did not show
    await api.post(UPSERT, {
      ...article,
      author: undefined,
      description: 'Their description.',
      tags: ['shared', 'theirs'],
      status: 'draft',
      metaTitle: 'Their meta title',
    });
    // (published here: no draft autosave meets the conflict first)
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (mine)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this article' });
    const mine = dialog.getByRole('region', { name: 'Your version' });
    const theirs = dialog.getByRole('region', { name: 'Server version' });
    await theirs.getByText('Their description.').waitFor();
    await mine.getByText('The first description.').waitFor();
    await theirs.getByText('shared, theirs').waitFor();
    await mine.getByText('shared', { exact: true }).waitFor();
    await theirs.getByText('Draft', { exact: true }).waitFor();
    await mine.getByText('Published', { exact: true }).waitFor();
    await theirs.getByText('Their meta title').waitFor();
    await mine.getByText('Conflicting fields (mine)').waitFor();
    const labels = async (region: Locator) => region.locator('dt').allInnerTexts();
    expect(await labels(mine)).toEqual(['Title', 'Description', 'Tags', 'Status', 'Meta title']);
    expect(await labels(theirs)).toEqual(await labels(mine));
    // the same text on both sides is left out
    expect(await dialog.getByText('Same text.').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
