import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openAsDemo } from '../support/blog';
import { naturalWidth, pngImage } from '../support/editor';
import { startSuite } from '../support/suite';

const suite = startSuite();
const isUpload = (url: string) => new URL(url).pathname === '/api/uploads';
/** A real 160×90 PNG followed by `padding` bytes (decoders stop at its end): a file that takes time. */
const paddedPng = (padding: number) => Buffer.concat([pngImage(160, 90), randomBytes(padding)]);

describe('editor: cover upload', () => {
  it('shows the chosen file at once, a progress bar with the share sent, then the stored cover', async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/addblog');
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    // a slow uplink (about 400 KB/s): the 1.2 MB file takes a few seconds to leave
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const stored = page.waitForResponse((response) => isUpload(response.url()));
    await page
      .locator('input[type="file"][aria-label="Upload cover"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: paddedPng(1_200_000) });

    // at once: the local file as the preview, a determinate bar and its percentage
    const preview = page.getByRole('img', { name: 'Cover preview' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => naturalWidth(preview)).toBe(160);
    const bar = page.getByRole('progressbar', { name: 'Uploading…' });
    await bar.waitFor();
    const shares = new Set<number>();
    await expect
      .poll(async () => {
        const now = Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? -1);
        if (now > 0 && now < 100) shares.add(now);
        return shares.size;
      })
      .toBeGreaterThan(0);
    await page.getByText(/^\d{1,3}\s?%$/).waitFor();
    expect(await page.getByRole('button', { name: 'Uploading…' }).isDisabled()).toBe(true);

    expect((await stored).status()).toBe(200);
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.png$/);
    await expect.poll(() => naturalWidth(preview)).toBe(160);
    await page.getByRole('button', { name: 'Replace cover' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("says why an upload failed (the server's code, or 'Something went wrong') and keeps the cover", async () => {
    const { page, context, pageErrors } = await openAsDemo(suite.browser, suite.server.url);
    await page.goto('/dashboard/management/addblog');
    const input = page.locator('input[type="file"][aria-label="Upload cover"]');
    const preview = page.getByRole('img', { name: 'Cover preview' });

    const first = page.waitForResponse((response) => isUpload(response.url()));
    await input.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: pngImage(120, 60) });
    expect((await first).status()).toBe(200);
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\//);
    const kept = await preview.getAttribute('src');

    // over the 5 MB limit: the server's 413 and its code, in words
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: paddedPng(6_000_000),
    });
    await page.getByRole('alert').getByText('The image is larger than 5 MB.').waitFor();
    expect(await preview.getAttribute('src')).toBe(kept);

    // a failure with no answer body (a proxy's 502): SPEC §8's 'Something went wrong'
    await page.route('**/api/uploads', (route) => route.fulfill({ status: 502, body: '' }));
    await input.setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: pngImage(80, 40) });
    await page.getByRole('alert').getByText('Something went wrong').waitFor();
    expect(await preview.getAttribute('src')).toBe(kept);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
