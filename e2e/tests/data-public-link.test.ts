import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { typeSignIn } from '../support/data';
import { startSuite } from '../support/suite';

// Issue 34 item 7, as people meet it: the demo admin shares the CO2 page read-only; someone who
// is not signed in opens the link, sees the page's figures and charts, and nothing else answers
// the link's token; once revoked, the link says it does not work.
const suite = startSuite();

describe('a public read-only link (demo admin, then a reader signed out)', () => {
  it('shares the CO2 page, opens it signed out, and revokes it', async () => {
    const admin = await openPage(suite.browser, suite.server.url);
    const { page } = admin;
    await typeSignIn(page);
    await page.goto('/dashboard/project/Co2');
    await page.getByRole('heading', { name: 'CO2 project', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share “CO2 project” read-only' });
    // an expiry in the past is refused; the last day of 2099 is taken
    await share.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('01022001');
    await share.getByRole('button', { name: 'Make a link' }).click();
    await share.getByText('The expiry must be in the future.').waitFor();
    await share.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('12312099');
    await share.getByRole('combobox', { name: 'Sites allowed to embed it' }).click();
    await page.keyboard.type('https://partner.example.org');
    await page.keyboard.press('Enter');
    await share.getByRole('button', { name: 'Make a link' }).click();
    await share.getByText('The link was made: copy it below.').waitFor();
    await share.getByText(/^Expires: Dec 31, 2099/).waitFor();
    const url = await share.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toMatch(/\/public\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop() ?? '';
    await share.getByRole('button', { name: 'Close' }).click();

    // a reader with the link and no account
    const reader = await openPage(suite.browser, suite.server.url);
    await reader.page.goto(url);
    await reader.page.getByRole('heading', { name: 'CO2 project', level: 1 }).waitFor();
    await reader.page.getByText('Read-only', { exact: true }).waitFor();
    await reader.page
      .getByRole('region', { name: 'CO2 at Mauna Loa' })
      .getByText('ppm', { exact: false })
      .first()
      .waitFor();
    await reader.page.getByText('The Keeling curve').first().waitFor();
    expect(await reader.page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    // the page may be framed by the listed site only
    const response = await reader.page.request.get(url);
    expect(response.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' https://partner.example.org",
    );
    // its token opens nothing else
    const me = await reader.page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
    const datasets = await reader.page.request.get(`/api/datasets?token=${token}`);
    expect(datasets.status()).toBe(401);

    // listed in one place, and revoked there
    await page.goto('/dashboard/management/dashboard');
    const links = page.getByRole('table', { name: 'Public links' });
    const row = links.getByRole('row').filter({ hasText: 'https://partner.example.org' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Dec 31, 2099');
    await page.getByRole('button', { name: 'Revoke the link to “CO2 project”' }).first().click();
    await page.getByText('The link was revoked.').waitFor();
    await reader.page.reload();
    await reader.page.getByRole('alert').getByText('This link does not work').waitFor();

    expect(admin.pageErrors).toEqual([]);
    expect(reader.pageErrors).toEqual([]);
    expect(reader.foreignRequests).toEqual([]);
    await reader.context.close();
    await admin.context.close();
  });
});
