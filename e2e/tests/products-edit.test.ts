import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { pngImage } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 35: the catalogue's country and currency filters live in the URL; an editor attaches an
// image and a document to a product through the upload service, and deletes a product.
const suite = startSuite();

const cardNames = (page: Page) => page.locator('main article h2').allTextContents();

const attach = async (page: Page, group: string, name: string) => {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog')
    .getByRole('group', { name: group })
    .getByRole('button', { name: 'Attach a file' })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: pngImage(60, 40) });
};

describe('products: filters by country and currency, files, delete', () => {
  it('an editor filters, attaches an image and a document, and deletes a product', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url, {
      token: await demoToken(suite.server.url),
    });
    await page.goto('/dashboard/product');
    await expect.poll(() => cardNames(page)).toHaveLength(5);

    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Kenya' }).click();
    await page.waitForURL((url) => url.searchParams.get('country') === 'KE');
    await expect.poll(() => cardNames(page)).toEqual(['Example: efficient cookstoves']);
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('currency') === 'USD' && !url.searchParams.has('country'),
    );
    const inDollars = ['Example: efficient cookstoves', 'Example: native reforestation of pasture'];
    await expect.poll(() => cardNames(page)).toEqual(inDollars);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Currency' }).textContent()).toContain('USD');
    await expect.poll(() => cardNames(page)).toEqual(inDollars);

    await page.goto('/dashboard/product?technology=biochar');
    await page.getByRole('link', { name: /biochar from forestry residues/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'biochar' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await attach(page, 'Images', 'kiln.png');
    await dialog.getByRole('group', { name: 'Images' }).getByRole('link').waitFor();
    await attach(page, 'Documents', 'certificate.png');
    await dialog
      .getByRole('group', { name: 'Documents' })
      .getByRole('link', { name: 'certificate.png' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const image = page.getByRole('img', { name: /biochar from forestry residues, image 1/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await page.getByRole('link', { name: 'certificate.png' }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/product');
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    expect(await cardNames(page)).not.toContain('Example: biochar from forestry residues');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
