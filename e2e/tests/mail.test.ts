import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { openSignedIn, registerUser } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 35: the demo admin writes to "All viewers"; a viewer (a member of that role), in another
// browser context with the mail page open, sees it arrive without reloading, reads it and
// replies; the admin finds the reply in the thread.
const suite = startSuite();

const mailList = (page: Page) => page.getByRole('list', { name: 'Inbox' });

describe('internal mail', () => {
  it('a mail to a role arrives live for its member, who reads it and replies', async () => {
    const viewerToken = await registerUser(suite.server.url, 'mail');
    const reader = await openSignedIn(suite.browser, suite.server.url, { token: viewerToken });
    await reader.page.goto('/dashboard/mail');
    await reader.page.getByText('No mail here.').waitFor();

    const adminToken = await demoToken(suite.server.url);
    const writer = await openSignedIn(suite.browser, suite.server.url, { token: adminToken });
    await writer.page.goto('/dashboard');
    await writer.page.getByRole('link', { name: 'Mail' }).first().click();
    await writer.page.waitForURL('**/dashboard/mail');
    await writer.page.getByRole('button', { name: 'Compose' }).click();
    const dialog = writer.page.getByRole('dialog', { name: 'New mail' });
    await dialog.getByRole('combobox', { name: 'To everyone of a role' }).click();
    await writer.page.getByRole('option', { name: 'All viewers' }).click();
    await writer.page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: 'Subject' }).pressSequentially('Flask samples');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .pressSequentially('The flask batch from Mauna Loa arrived.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await writer.page.getByText('“Flask samples” sent').waitFor();

    // the reader's page, never reloaded: the mail and the unread count arrive by the stream
    const item = mailList(reader.page).getByRole('button', { name: /Flask samples \(unread\)/ });
    await item.waitFor();
    await reader.page.getByRole('button', { name: /Inbox.*1 unread/ }).waitFor();
    await item.click();
    await reader.page
      .getByRole('region', { name: 'Flask samples' })
      .getByText('The flask batch from Mauna Loa arrived.')
      .waitFor();
    await expect.poll(() => reader.page.getByRole('button', { name: /1 unread/ }).count()).toBe(0);

    await reader.page.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = reader.page.getByRole('dialog', { name: 'Reply' });
    expect(await reply.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Re: Flask samples',
    );
    await reply.getByRole('textbox', { name: 'Message' }).pressSequentially('Thanks, logged.');
    await reply.getByRole('button', { name: 'Send' }).click();
    await reader.page.getByText('“Re: Flask samples” sent').waitFor();

    const answer = mailList(writer.page).getByRole('button', { name: /Re: Flask samples/ });
    await answer.click();
    const thread = writer.page.getByRole('article');
    await expect.poll(() => thread.count()).toBe(2);
    expect(await thread.nth(1).textContent()).toContain('Thanks, logged.');

    // the admin forwards the reply to the viewer again: the original text is quoted
    await writer.page.getByRole('button', { name: 'Forward' }).click();
    const forward = writer.page.getByRole('dialog', { name: 'Forward' });
    expect(await forward.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Fwd: Re: Flask samples',
    );
    await forward.getByRole('textbox', { name: 'Message' }).getByText('Thanks, logged.').waitFor();
    await forward.getByRole('button', { name: 'Close' }).click();

    // search is the server's full text: the admin's inbox finds the reply by a word of it
    await writer.page.getByRole('searchbox', { name: 'Search mail' }).pressSequentially('logged');
    await writer.page.waitForURL((url) => url.searchParams.get('search') === 'logged');
    expect(reader.pageErrors).toEqual([]);
    expect(writer.pageErrors).toEqual([]);
    await reader.context.close();
    await writer.context.close();
  }, 90_000);
});
