import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

/** New accounts are editors here; a token lives an hour (the browser's clock is moved past it). */
const suite = startSuite({ REGISTRATION_ROLE: 'editor', JWT_TTL: '1h' });

const NEW_ARTICLE = '/dashboard/management/addblog';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/** On the login page: types the email and password, presses Enter, lands back in the editor. */
async function signInByHand(page: Page, account: Account) {
  await page.waitForURL((url) => url.pathname === '/auth/jwt/login');
  await page.getByLabel('Email address').click();
  await page.keyboard.type(account.email);
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === NEW_ARTICLE);
  // the whole editor is there (its lazy rich text too): a restored journal would show by now
  await page.getByRole('button', { name: 'Heading 2' }).waitFor();
}

async function logOutByHand(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

describe('the editor journal on a browser two editors share', () => {
  it("never shows one user's unsaved article to another; keeps it through the user's own token expiry", async () => {
    const [ada, bob] = await Promise.all([
      registerAccount(suite.server.url, 'ada'),
      registerAccount(suite.server.url, 'bob'),
    ]);
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.url);
    // the browser's own clock: it runs as usual until moved past a token's expiry
    await context.clock.install();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const restored = page.getByText('Unsaved changes restored');
    const storedUsers = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('keeling.user.'))
          .map((key) => key.split('.')[2]),
      );
    const typeTitle = async (text: string) => {
      // published: never autosaved, so the typed title lives only in the journal
      await page.getByLabel('Published', { exact: true }).click();
      await title.click();
      await page.keyboard.type(text);
      await expect.poll(storedUsers).toEqual([ada.id]);
    };
    const expectEmptyEditor = async () => {
      expect(await title.inputValue()).toBe('');
      expect(await restored.count()).toBe(0);
    };

    // Ada types a title and chooses Logout: asked first, she stays, and keeps her title
    await page.goto(NEW_ARTICLE);
    await signInByHand(page, ada);
    await typeTitle('Ada’s unsent draft');
    await logOutByHand(page);
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(NEW_ARTICLE);
    expect(await title.inputValue()).toBe('Ada’s unsent draft');
    expect(await storedUsers()).toEqual([ada.id]);
    // she logs out after all (Enter on the dialog's Logout): her journal goes with her
    await logOutByHand(page);
    await ask.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth/jwt/login');
    expect(await storedUsers()).toEqual([]);

    // Bob, next on this browser, finds an empty editor (nothing unsaved: Logout asks nothing)
    await signInByHand(page, bob);
    await expectEmptyEditor();
    await logOutByHand(page);
    await page.waitForURL((url) => url.pathname === '/auth/jwt/login');
    expect(await ask.count()).toBe(0);

    // Ada again: nothing restored (she logged out); she types, and her token expires
    await signInByHand(page, ada);
    await expectEmptyEditor();
    await typeTitle('Ada’s draft before the expiry');
    await context.clock.fastForward('01:00:30');
    await page.getByText('Token expired').waitFor();
    await page.waitForURL((url) => url.searchParams.get('returnTo') === NEW_ARTICLE);
    expect(await storedUsers()).toEqual([ada.id]);
    // back to the real time, so that the next tokens are not expired from the start
    await context.clock.setSystemTime(Date.now());

    // Bob signs in before her: her journal is still here, and still not his
    await signInByHand(page, bob);
    await expectEmptyEditor();
    await logOutByHand(page);
    expect(await storedUsers()).toEqual([ada.id]);

    // Ada signs in again: her title comes back
    await signInByHand(page, ada);
    await restored.waitFor();
    expect(await title.inputValue()).toBe('Ada’s draft before the expiry');

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
