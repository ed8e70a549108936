import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { pngImage } from '../support/editor';
import { openSignedIn, registerUser } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 35: the admin makes a team label, writes a mail in rich text with a file attached, leaves
// it as a draft, resumes it from the drafts box and sends it to "All viewers"; a viewer on another
// page sees the navigation's unread count move without reloading, reads the bold word and the
// file, puts the team label on their copy and finds the mail under it.
const suite = startSuite();

const mailbox = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('button', { name });

describe('mail drafts, rich text, attachments and team labels', () => {
  it('a draft is resumed and sent; the reader labels it and filters by the label', async () => {
    const adminToken = await demoToken(suite.server.url);
    const writer = await openSignedIn(suite.browser, suite.server.url, { token: adminToken });
    await writer.page.goto('/dashboard/mail');
    await writer.page.getByText('No mail here.').waitFor();

    // an admin makes the team's label
    await mailbox(writer.page, 'New label…').click();
    const labelDialog = writer.page.getByRole('dialog', { name: 'New team label' });
    await labelDialog.getByRole('textbox', { name: 'Name' }).pressSequentially('Fieldwork');
    await labelDialog.getByRole('button', { name: 'Create' }).click();
    await writer.page.getByText('Label “Fieldwork” made').waitFor();
    await mailbox(writer.page, 'Fieldwork').waitFor();

    const viewerToken = await registerUser(suite.server.url, 'mail-labels');
    const reader = await openSignedIn(suite.browser, suite.server.url, { token: viewerToken });
    await reader.page.goto('/dashboard');
    const mailEntry = reader.page.getByRole('link', { name: /^Mail/ }).first();
    await mailEntry.waitFor();

    // the admin writes in rich text, attaches a file, and closes: the draft is kept
    await writer.page.getByRole('button', { name: 'Compose' }).click();
    const compose = writer.page.getByRole('dialog', { name: 'New mail' });
    await compose.getByRole('combobox', { name: 'To everyone of a role' }).click();
    await writer.page.getByRole('option', { name: 'All viewers' }).click();
    await writer.page.keyboard.press('Escape');
    await compose.getByRole('textbox', { name: 'Subject' }).pressSequentially('Sampling plan');
    const body = compose.getByRole('textbox', { name: 'Message' });
    await body.click();
    await body.pressSequentially('Bring the ');
    await writer.page.keyboard.press('Control+b');
    await body.pressSequentially('flasks');
    await writer.page.keyboard.press('Control+b');
    await body.pressSequentially(' tomorrow.');
    await body.locator('strong', { hasText: 'flasks' }).waitFor();
    const chooser = writer.page.waitForEvent('filechooser');
    await compose.getByRole('button', { name: 'Attach a file' }).click();
    await (await chooser).setFiles({
      name: 'plot.png',
      mimeType: 'image/png',
      buffer: pngImage(40, 20),
    });
    await compose.getByRole('link', { name: 'plot.png' }).waitFor();
    await compose.getByRole('status').getByText('Draft saved').waitFor();
    await compose.getByRole('button', { name: 'Close' }).click();
    await compose.waitFor({ state: 'detached' });

    // resumed from the drafts box where it was left, then sent
    await mailbox(writer.page, 'Drafts').click();
    await writer.page.waitForURL((url) => url.searchParams.get('box') === 'drafts');
    await writer.page
      .getByRole('list', { name: 'Drafts' })
      .getByRole('button', { name: /Sampling plan/ })
      .click();
    const resumed = writer.page.getByRole('dialog', { name: 'New mail' });
    expect(await resumed.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Sampling plan',
    );
    await resumed.getByRole('textbox', { name: 'Message' }).locator('strong').waitFor();
    await resumed.getByRole('link', { name: 'plot.png' }).waitFor();
    await resumed.getByRole('button', { name: 'Send' }).click();
    await writer.page.getByText('“Sampling plan” sent').waitFor();
    await writer.page.getByText('No mail here.').waitFor();

    // the reader's navigation, on another page, counts it without a reload
    await reader.page.getByRole('link', { name: /^Mail.*1 unread mail/ }).waitFor();
    await mailEntry.click();
    await reader.page.waitForURL('**/dashboard/mail');
    await reader.page
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: /Sampling plan \(unread\)/ })
      .click();
    const opened = reader.page.getByRole('region', { name: 'Sampling plan' });
    await opened.locator('strong', { hasText: 'flasks' }).waitFor();
    await opened.getByRole('link', { name: 'plot.png' }).waitFor();
    await expect.poll(() => reader.page.getByRole('link', { name: /unread mail/ }).count()).toBe(0);

    // the reader labels their copy, then reads the label's box
    await opened.getByRole('button', { name: 'Labels' }).click();
    await reader.page.getByRole('menuitemcheckbox', { name: 'Fieldwork' }).click();
    await reader.page.getByRole('menuitemcheckbox', { name: 'Fieldwork', checked: true }).waitFor();
    await reader.page.keyboard.press('Escape');
    await mailbox(reader.page, 'Fieldwork').click();
    await reader.page.waitForURL((url) =>
      /^[0-9a-f-]{36}$/.test(url.searchParams.get('box') ?? ''),
    );
    await reader.page
      .getByRole('list', { name: 'Fieldwork' })
      .getByRole('button', { name: /Sampling plan/ })
      .waitFor();

    expect(reader.pageErrors).toEqual([]);
    expect(writer.pageErrors).toEqual([]);
    await reader.context.close();
    await writer.context.close();
  }, 120_000);
});
