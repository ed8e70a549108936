import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { texts } from '../support/data';
import { openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 33: two people in two browser contexts. A new member starts a direct conversation with
// the demo admin from the dialog and writes (Shift+Enter for a new line, Enter sends); the
// admin, with the chat open, sees the conversation come with its unread badge and the nav's
// count grow without a reload; opening it shows the message and clears the badge, and the
// writer sees "Read" under it. The admin replies; the writer edits with Up and the admin sees it
// edited; the admin's search finds the message.
const suite = startSuite();

const chat = texts('en', 'chat');

describe('the chat, live', () => {
  it('one writes, the other sees it and its unread badge without reloading', async () => {
    const adminToken = await demoToken(suite.server.url);
    const writerAccount = await registerAccount(suite.server.url, 'chat');
    const reader = await openSignedIn(suite.browser, suite.server.url, { token: adminToken });
    const writer = await openSignedIn(suite.browser, suite.server.url, {
      token: writerAccount.accessToken,
    });

    const stream = reader.page.waitForResponse((r) => r.url().includes('/api/events?ticket='));
    await reader.page.goto('/dashboard/chat');
    // the seeded conversation, whose last message the admin has not read
    const list = reader.page.getByRole('navigation', { name: chat.list.label });
    await list.getByText('Lena Ortiz').waitFor();
    expect((await stream).status()).toBe(200);
    const navBadge = reader.page.getByTestId('nav-chat-unread');
    await expect.poll(() => navBadge.textContent()).toContain('1');
    await reader.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await writer.page.goto('/dashboard/chat');
    await writer.page.getByRole('button', { name: chat.newConversation }).click();
    const dialog = writer.page.getByRole('dialog', { name: chat.dialog.title });
    await dialog.getByRole('combobox', { name: chat.dialog.person }).click();
    await writer.page.getByRole('option', { name: 'Demo Admin' }).click();
    await dialog.getByRole('button', { name: chat.dialog.start }).click();
    await dialog.waitFor({ state: 'detached' });
    const composer = writer.page.getByRole('textbox', { name: chat.composer.label });
    await composer.fill('');
    await composer.pressSequentially('The March flux data are in.');
    await writer.page.keyboard.press('Shift+Enter');
    await composer.pressSequentially('See https://gml.noaa.gov/ccgg/trends/');
    await writer.page.keyboard.press('Enter');
    const sent = writer.page.getByTestId('chat-message').filter({ hasText: 'March flux' });
    await sent.waitFor();
    expect(await composer.inputValue()).toBe('');

    // the reader: the new conversation arrives with its badge, the nav counts it
    const item = list.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
    await expect.poll(() => item.locator('.MuiBadge-badge').textContent()).toBe('1');
    await expect.poll(() => navBadge.textContent()).toContain('2');
    await item.getByRole('button').click();
    const received = reader.page.getByTestId('chat-message').filter({ hasText: 'March flux' });
    await received.waitFor();
    // one message of two lines, its address a link (never HTML)
    expect(await received.innerText()).toContain('The March flux data are in.\nSee ');
    expect(
      await received.getByRole('link', { name: 'https://gml.noaa.gov/ccgg/trends/' }).count(),
    ).toBe(1);
    await expect.poll(() => item.locator('.MuiBadge-badge').textContent()).toBe('');
    await expect.poll(() => navBadge.textContent()).toContain('1');
    // the writer sees that it was read (a direct conversation's receipt), live
    await sent.getByText(chat.message.read, { exact: true }).waitFor();

    // the reader answers that message; the writer sees the answer with what it answers, live
    await received.getByRole('button', { name: chat.message.reply }).click();
    const readerComposer = reader.page.getByRole('textbox', { name: chat.composer.label });
    await readerComposer.pressSequentially('Thanks, charting it now');
    await reader.page.keyboard.press('Enter');
    const answer = writer.page.getByTestId('chat-message').filter({ hasText: 'charting it now' });
    await answer.waitFor();
    expect(await answer.innerText()).toContain('The March flux data are in.');

    // Up in the empty composer edits one's last message; Enter saves; the reader sees it edited
    await composer.focus();
    await writer.page.keyboard.press('ArrowUp');
    const editField = writer.page.getByRole('textbox', { name: chat.message.editLabel });
    await editField.waitFor();
    await editField.fill('The March and April flux data are in.');
    await writer.page.keyboard.press('Enter');
    const edited = reader.page.getByTestId('chat-message').filter({ hasText: 'March and April' });
    await edited.getByText(chat.message.edited).waitFor();

    // the search finds the message across the reader's conversations (PostgreSQL full text)
    await reader.page.getByRole('searchbox', { name: chat.list.search }).fill('flux');
    const found = reader.page.getByRole('region', { name: chat.list.foundMessages });
    await found.getByText(/March and April flux data/).waitFor();

    expect(
      await reader.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).toBe(true);
    expect(reader.pageErrors).toEqual([]);
    expect(writer.pageErrors).toEqual([]);
    await reader.context.close();
    await writer.context.close();
  });

  it('starts a group from the dialog, renames it and leaves it', async () => {
    const person = await openSignedIn(suite.browser, suite.server.url);
    const { page } = person;
    await page.goto('/dashboard/chat');
    await page.getByRole('button', { name: chat.newConversation }).click();
    const dialog = page.getByRole('dialog', { name: chat.dialog.title });
    await dialog.getByRole('radio', { name: chat.dialog.group }).check();
    await dialog.getByRole('textbox', { name: chat.dialog.name }).fill('Tower crew');
    await dialog.getByRole('combobox', { name: chat.dialog.people }).click();
    await page.getByRole('option', { name: 'Lena Ortiz' }).click();
    await dialog.getByRole('button', { name: chat.dialog.start }).click();
    await page.getByRole('heading', { name: 'Tower crew', level: 2 }).waitFor();

    await page.getByRole('button', { name: chat.members_other.replace('{{count}}', '2') }).click();
    const group = page.getByRole('dialog', { name: chat.group.title });
    await group.getByRole('textbox', { name: chat.dialog.name }).fill('Tower team');
    await group.getByRole('button', { name: chat.group.rename }).click();
    // the page behind the dialog (hidden from assistive technologies while it is open)
    await page.locator('main h2', { hasText: 'Tower team' }).waitFor();
    await group.getByRole('button', { name: chat.group.leave }).click();
    await group.waitFor({ state: 'detached' });
    const list = page.getByRole('navigation', { name: chat.list.label });
    await list.getByText(chat.list.empty).waitFor();
    expect(person.pageErrors).toEqual([]);
    await person.context.close();
  });
});
