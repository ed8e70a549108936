import { describe, expect, it } from 'vitest';
import { storedToken } from '../support/auth';
import { pngImage } from '../support/editor';
import { openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

const suite = startSuite();

const meStatus = (token: string | null) =>
  fetch(`${suite.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

describe('the own profile', () => {
  it("is reached from the account menu; a save changes the header's name and avatar", async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');

    expect(await page.getByLabel('Email address').isEditable()).toBe(false);
    expect(await page.getByLabel('Role').inputValue()).toBe('viewer');
    await page.getByLabel('Display name').fill('Countess Ada');
    await page.getByLabel('Country').fill('France');
    await page.getByRole('option', { name: /^France/ }).click();
    await expect.poll(() => page.getByText('Dial code of France: +33').count()).toBe(1);
    await page.getByLabel('Phone number').fill('+33 1 23 45 67 89');
    await page.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngImage(96, 96),
    });
    // the chosen image shows at once (a local copy) while it uploads; the upload then sets the photo
    const avatar = page.getByRole('img', { name: 'Profile photo' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Remove photo' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();

    const header = page.getByRole('button', { name: 'Account' });
    await expect.poll(() => header.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);
    await header.click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('presentation').getByText('Countess Ada').count()).toBe(1);
    await page.keyboard.press('Escape');

    // a reload reads the saved profile back
    await page.reload();
    await expect.poll(() => page.getByLabel('Display name').inputValue()).toBe('Countess Ada');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+33 1 23 45 67 89');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('saves the photo when it is chosen: it is still there after going to Travel and back', async () => {
    const { page, context, pageErrors } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngImage(96, 96),
    });
    await page.getByText('Photo saved').waitFor();
    const header = page.getByRole('button', { name: 'Account' });
    await expect.poll(() => header.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);

    // no "Save profile": away to Travel and back, the photo stays
    await page.getByRole('link', { name: 'Travel' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/travel');
    // the profile page is gone (the URL changes before the next page has rendered)
    await page.getByRole('heading', { name: 'Travel', level: 1 }).waitFor();
    expect(await page.getByRole('img', { name: 'Profile photo' }).count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    const avatar = page.getByRole('img', { name: 'Profile photo' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\//);

    // removing it is saved at once too
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Photo removed').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove photo' }).count()).toBe(0);
    expect(await header.locator('img').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses a bad phone and a long about with the field named, before sending', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/profile');
    await page.getByLabel('Phone number').fill('0612');
    await page.getByLabel('About').fill('x'.repeat(1001));
    await page.getByText('1001 / 1000').waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Use the international format: + then 6 to 20 digits').waitFor();
    await page.getByText('About must be at most 1000 characters').waitFor();
    await context.close();
  });

  it('changes the password: the session carries on with a fresh token, the old one is refused', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/profile');
    const before = await storedToken(page);
    await page.getByLabel('Current password').fill('correct horse battery');
    await page.getByLabel('New password', { exact: true }).fill('a different horse');
    await page.getByLabel('Confirm new password').fill('a different horse!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match').waitFor();

    await page.getByLabel('Confirm new password').fill('a different horse');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other sessions are signed out.').waitFor();
    const after = await storedToken(page);
    expect(after).not.toBe(before);
    expect(await meStatus(before)).toBe(401);
    expect(await meStatus(after)).toBe(200);
    // still signed in: the next page loads with the fresh token
    await page.goto('/dashboard/travel');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await context.close();
  });
});
