import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { texts } from '../support/data';
import { callApi, openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 33, in two browser contexts on one direct conversation: the reader sees the writer
// online; the writer types and the reader sees "… is typing…" (a signal through the dashboard's
// one stream, never stored); the writer attaches a CSV and sends it, the reader gets the message
// with the file as a download link (its content served as a download), and "typing…" ends with
// the message; the writer links a chart through the shared item picker and the reader sees it by
// its title; the writer sets Busy and the reader sees it.
const suite = startSuite();

const chat = texts('en', 'chat');
const common = texts('en', 'common');
const CSV = 'year,ppm\n2024,424.61\n2025,427.10\n';

describe('the chat: typing, presence and files', () => {
  it('one types and the other sees "typing…", then a file as a link, a chart by its title, and busy', async () => {
    const adminToken = await demoToken(suite.server.url);
    const writerAccount = await registerAccount(suite.server.url, 'typing');
    const admin = (await callApi(suite.server.url, 'GET', '/api/auth/me', adminToken)) as {
      user: { id: string };
    };
    const { conversation } = (await callApi(
      suite.server.url,
      'POST',
      '/api/chat/conversations',
      writerAccount.accessToken,
      { kind: 'direct', userId: admin.user.id },
    )) as { conversation: { id: string } };
    const reader = await openSignedIn(suite.browser, suite.server.url, { token: adminToken });
    const writer = await openSignedIn(suite.browser, suite.server.url, {
      token: writerAccount.accessToken,
    });

    const stream = reader.page.waitForResponse((r) => r.url().includes('/api/events?ticket='));
    await reader.page.goto(`/dashboard/chat?c=${conversation.id}`);
    await reader.page.getByRole('heading', { name: 'Ada Lovelace', level: 2 }).waitFor();
    expect((await stream).status()).toBe(200);

    // the writer's tab reports its presence: the reader sees "Online" once it is told
    await writer.page.goto(`/dashboard/chat?c=${conversation.id}`);
    await writer.page.getByRole('heading', { name: 'Demo Admin', level: 2 }).waitFor();
    const header = reader.page.locator('main h2').locator('..');
    await header.getByText(chat.presence.online, { exact: true }).waitFor();

    // the writer types: the reader sees "Ada Lovelace is typing…"
    const composer = writer.page.getByRole('textbox', { name: chat.composer.label });
    await composer.pressSequentially('Here are the annual means');
    const typing = reader.page.getByTestId('chat-typing');
    await typing.getByText(chat.typing.one.replace('{{name}}', 'Ada Lovelace')).waitFor();

    // the writer attaches a CSV and sends: the reader gets a download link, and typing… ends
    const chooser = writer.page.waitForEvent('filechooser');
    await writer.page.getByRole('button', { name: chat.composer.attach }).click();
    await (await chooser).setFiles({
      name: 'co2-annual.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    const fileLabel = chat.message.file.replace('{{name}}', 'co2-annual.csv');
    await writer.page.getByText(fileLabel).waitFor();
    await composer.focus();
    await writer.page.keyboard.press('Enter');
    const received = reader.page.getByTestId('chat-message').filter({ hasText: 'annual means' });
    const link = received.getByRole('link', { name: fileLabel });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/uploads\/[a-f0-9]{32}\.csv$/);
    expect(await link.getAttribute('download')).toBe('co2-annual.csv');
    const file = await fetch(`${suite.server.url}${href}`);
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(await file.text()).toBe(CSV);
    await expect.poll(() => typing.textContent()).toBe('');

    // the writer links a chart (the shared item picker) and sends: the reader sees it by title
    await writer.page.getByRole('button', { name: chat.composer.linkItem }).click();
    const picker = writer.page.getByRole('combobox', { name: common.items.label });
    await picker.pressSequentially('Keeling curve');
    await writer.page.getByRole('option', { name: 'The Keeling curve', exact: true }).click();
    const chip = `${common.items.types.chart} · The Keeling curve`;
    await writer.page.getByRole('link', { name: chip }).waitFor();
    await composer.focus();
    await writer.page.keyboard.press('Enter');
    const linked = reader.page.getByTestId('chat-message').getByRole('link', { name: chip });
    await linked.waitFor();
    await expect.poll(() => linked.getAttribute('href')).toMatch(/^\/dashboard\//);

    // the writer sets Busy by hand: the reader sees it
    // (the switch shows what the server kept: it turns on once the report is saved)
    const busySwitch = writer.page.getByRole('switch', { name: chat.presence.busyToggle });
    await busySwitch.click();
    await expect.poll(() => busySwitch.isChecked()).toBe(true);
    await header.getByText(chat.presence.busy, { exact: true }).waitFor();

    expect(reader.pageErrors).toEqual([]);
    expect(writer.pageErrors).toEqual([]);
    await reader.context.close();
    await writer.context.close();
  });
});
