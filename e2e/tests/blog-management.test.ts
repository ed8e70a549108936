import { describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { demoApi } from '../support/editor';
import { startSuite } from '../support/suite';

const suite = startSuite();

describe('blog management', () => {
  it('bulk publishes and bulk deletes exactly the selected rows, and deletes one row', async () => {
    const api = await demoApi(suite.server.url);
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/blog?status=draft');
    const tabs = page.getByRole('tablist', { name: 'Article status' });
    const tabTexts = async () =>
      (await tabs.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));
    await expect.poll(tabTexts).toEqual(['All24', 'Published18', 'Drafts6']);
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await expect.poll(() => boxes.count()).toBe(6);
    const titleOf = async (index: number) =>
      ((await boxes.nth(index).getAttribute('aria-label')) ?? '').replace(/^Select /, '');

    // publish rows 1 and 3 of the drafts
    const toPublish = [await titleOf(0), await titleOf(2)];
    await boxes.nth(0).check();
    await page.getByText('1 selected').first().waitFor();
    await boxes.nth(2).check();
    await page.getByText('2 selected').first().waitFor();
    const publish = page.waitForRequest((r) => r.url().endsWith('/api/blog/articles/bulk'));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await publish).postDataJSON()).toMatchObject({ action: 'publish' });
    await page.getByText('2 articles updated').waitFor();
    await expect.poll(tabTexts).toEqual(['All24', 'Published20', 'Drafts4']);
    const published = await api.titles('published');
    const drafts = await api.titles('draft');
    expect(published).toEqual(expect.arrayContaining(toPublish));
    expect(drafts).toHaveLength(4);
    expect(drafts.filter((title) => toPublish.includes(title))).toEqual([]);

    // delete rows 2 and 4 of the remaining drafts, through the confirm dialog
    await expect.poll(() => boxes.count()).toBe(4);
    const toDelete = [await titleOf(1), await titleOf(3)];
    const kept = [await titleOf(0), await titleOf(2)];
    await boxes.nth(1).check();
    await boxes.nth(3).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete articles?' });
    await confirm.getByText('Delete 2 articles? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('2 articles deleted').waitFor();
    await expect.poll(tabTexts).toEqual(['All22', 'Published20', 'Drafts2']);
    expect((await api.titles('draft')).sort()).toEqual([...kept].sort());
    const remaining = [...(await api.titles('draft')), ...(await api.titles('published'))];
    expect(remaining.filter((title) => toDelete.includes(title))).toEqual([]);
    expect(remaining).toHaveLength(22);

    // one row: cancel keeps it, confirm deletes it
    const [last] = kept;
    const rowDelete = page.getByRole('button', { name: `Delete ${last}` });
    await rowDelete.click();
    const one = page.getByRole('dialog', { name: 'Delete article?' });
    await one.getByText(`Delete “${last}”? This cannot be undone.`).waitFor();
    await one.getByRole('button', { name: 'Cancel' }).click();
    await one.waitFor({ state: 'hidden' });
    expect(await api.titles('draft')).toContain(last);
    await rowDelete.click();
    await one.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Article deleted').waitFor();
    await expect.poll(tabTexts).toEqual(['All21', 'Published20', 'Drafts1']);
    await page.getByText(last ?? '', { exact: true }).waitFor({ state: 'detached' });
    expect(await api.titles('draft')).not.toContain(last);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
