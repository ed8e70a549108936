import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { pngImage } from '../support/editor';
import { callApi, openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 31: a person makes and changes a board in the page, with the mouse and the keyboard:
// a board with a coloured label, columns added, renamed, moved and deleted (their cards moved),
// a card made and edited in its dialog (assignee, label, due date typed in the date field,
// priority), archived and restored. What the page shows is checked against the API.
const suite = startSuite();

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
const api = (token: string, method: string, path: string): Promise<any> =>
  callApi(suite.server.url, method, path, token);

const columnNames = (page: Page) => page.locator('main section h2').allTextContents();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const announced = (page: Page) => page.getByTestId('kanban-announcer');
/** Whether the focus is in the open dialog or menu (they load on first use): then keys reach it. */
const focusedIn = (page: Page, role: 'dialog' | 'menu') =>
  page.evaluate((role) => Boolean(document.activeElement?.closest(`[role="${role}"]`)), role);

async function columnAction(page: Page, column: string, action: string) {
  await page.getByRole('button', { name: `Actions of the column “${column}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('the team board, made in the page', () => {
  it('a board with a label, and its columns added, renamed, moved and deleted', async () => {
    const token = await demoToken(suite.server.url);
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'en',
    });
    await page.goto('/dashboard/kanban');
    await page.getByRole('button', { name: 'New board' }).click();
    await dialog(page).getByRole('textbox', { name: 'Title' }).fill('Lab week');
    await dialog(page).getByRole('button', { name: 'Add a label' }).click();
    await dialog(page).getByRole('textbox', { name: 'Label 1' }).fill('urgent');
    await dialog(page).getByRole('combobox', { name: 'Colour of label 1' }).click();
    await page.getByRole('option', { name: 'Red' }).click();
    // kept to its members: the demo admin, who makes it, is one
    await dialog(page).getByRole('switch', { name: 'Members only' }).check();
    await dialog(page).getByRole('combobox', { name: 'Members' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lab week' }).waitFor();
    await page.getByText('Members only').waitFor();
    const boardId = new URL(page.url()).searchParams.get('board') ?? '';
    expect(await columnNames(page)).toEqual(['To do', 'Doing', 'Done']);
    const saved = await api(token, 'GET', `/api/kanban/boards/${boardId}`);
    expect(saved.board.labels).toEqual([{ name: 'urgent', color: 'error' }]);
    expect(saved.board.membersOnly).toBe(true);
    // a viewer who is not a member finds no such board
    const viewer = await openSignedIn(suite.browser, suite.server.url, { language: 'en' });
    await viewer.page.goto(`/dashboard/kanban?board=${boardId}`);
    await viewer.page.getByRole('alert').getByText('The board could not be loaded.').waitFor();
    expect(await viewer.page.getByText('Lab week').count()).toBe(0);
    await viewer.context.close();

    // a column added by keyboard: once its dialog is open (it loads on first use) and its name
    // field has the focus, the name is typed and Enter sends the form
    await page.getByRole('button', { name: 'Add a column' }).click();
    await expect.poll(() => focusedIn(page, 'dialog')).toBe(true);
    await page.keyboard.type('Review');
    await page.keyboard.press('Enter');
    await region(page, 'Review').waitFor();
    await columnAction(page, 'Review', 'Rename');
    const name = dialog(page).getByRole('textbox', { name: 'Name' });
    await name.fill('Checked');
    await name.press('Enter');
    await region(page, 'Checked').waitFor();
    await columnAction(page, 'Checked', 'Move one place towards the start');
    await expect.poll(() => columnNames(page)).toEqual(['To do', 'Doing', 'Checked', 'Done']);
    await expect
      .poll(() => announced(page).textContent())
      .toBe('Column “Checked” moved to place 3.');
    // focus is back on the moved column's menu button
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('Actions of the column “Checked”');

    // a card in "Doing", then "Doing" deleted with its cards moved to "Done"
    await page.getByRole('button', { name: 'Add a card to “Doing”' }).click();
    await expect.poll(() => focusedIn(page, 'dialog')).toBe(true);
    await page.keyboard.type('Weigh the samples');
    await page.keyboard.press('Enter');
    await region(page, 'Doing').getByRole('heading', { name: 'Weigh the samples' }).waitFor();
    await columnAction(page, 'Doing', 'Delete');
    await dialog(page).getByRole('combobox', { name: 'Its cards' }).click();
    await page.getByRole('option', { name: 'Move them to “Done”' }).click();
    await dialog(page).getByRole('button', { name: 'Delete the column' }).click();
    await expect.poll(() => columnNames(page)).toEqual(['To do', 'Checked', 'Done']);
    await region(page, 'Done').getByRole('heading', { name: 'Weigh the samples' }).waitFor();

    // the board deleted: the page goes back to the first board
    await page.getByRole('button', { name: 'Delete board' }).click();
    await dialog(page).getByRole('button', { name: 'Delete the board' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .not.toBe('Lab week');
    const { items } = await api(token, 'GET', '/api/kanban');
    expect(items.map((board: { id: string }) => board.id)).not.toContain(boardId);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a card made and edited in its dialog, archived and restored', async () => {
    const token = await demoToken(suite.server.url);
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'en',
    });
    await page.goto('/dashboard/kanban');
    // the seeded board, with its labels
    await region(page, 'To do').waitFor();
    await page.getByRole('button', { name: 'Add a card to “To do”' }).click();
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Title' }).fill('Check the logger batteries');
    // the description in the blog's editor, made bold with its toolbar
    await form.getByRole('textbox', { name: 'Description' }).fill('Both towers.');
    await page.keyboard.press('ControlOrMeta+A');
    await form.getByRole('button', { name: 'Bold' }).click();
    await form.getByRole('combobox', { name: 'Assignees' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Labels' }).click();
    await page.getByRole('option', { name: 'sensors' }).click();
    // the due date typed into the date field, section by section
    await form.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('12312026');
    await form.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High priority' }).click();
    await form.getByRole('button', { name: 'Create' }).click();

    const title = 'Check the logger batteries';
    const card = region(page, 'To do').locator('li', { hasText: title });
    await card.getByText('High priority').waitFor();
    expect(await card.getByText('Due 2026-12-31').count()).toBe(1);
    expect(await card.getByText('sensors').count()).toBe(1);
    expect(await card.getByText(/^Assigned to /).count()).toBe(1);

    // edited: the dialog opens with the card's values; the new title is saved
    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    const edit = dialog(page);
    await expect
      .poll(() => edit.getByRole('textbox', { name: 'Description' }).textContent())
      .toBe('Both towers.');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Check both loggers');
    // linked to another card (a Keeling item), found by part of its title
    await edit.getByRole('combobox', { name: 'Link to an item' }).fill('eddy');
    await page.getByRole('option', { name: 'Install the eddy-covariance tower' }).click();
    await edit.getByRole('link', { name: 'Card · Install the eddy-covariance tower' }).waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = region(page, 'To do').getByRole('heading', { name: 'Check both loggers' });
    await renamed.waitFor();
    const linked = region(page, 'To do').locator('li', { hasText: 'Check both loggers' });
    await linked.getByText('Links: 1').waitFor();

    // archived from its dialog, then restored from the archive
    await page.getByRole('button', { name: 'Edit “Check both loggers”' }).click();
    await dialog(page).getByRole('button', { name: 'Archive the card' }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    await expect.poll(() => announced(page).textContent()).toBe('“Check both loggers” archived.');
    await page.getByRole('button', { name: 'Archived cards' }).click();
    await dialog(page).getByRole('button', { name: 'Restore “Check both loggers”' }).click();
    await dialog(page).getByText('No archived card.').waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await renamed.waitFor();

    const boards = await api(token, 'GET', '/api/kanban');
    const details = await api(token, 'GET', `/api/kanban/boards/${boards.items[0].id}`);
    const saved = details.cards.find((c: { title: string }) => c.title === 'Check both loggers');
    expect(saved).toMatchObject({
      description: '<p><strong>Both towers.</strong></p>',
      labels: ['sensors'],
      dueDate: '2026-12-31',
      priority: 'high',
      archived: false,
    });
    const tower = details.cards.find(
      (c: { title: string }) => c.title === 'Install the eddy-covariance tower',
    );
    expect(saved.links).toEqual([{ type: 'kanban-card', id: tower.id }]);
    expect(saved.assigneeIds).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a viewer reads the board and its archive, and changes nothing', async () => {
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url);
    await page.goto('/dashboard/kanban');
    await region(page, 'To do').waitFor();
    for (const name of ['New board', 'Add a column', 'Edit board', 'Delete board'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit “/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Archived cards' }).click();
    await dialog(page).getByText('No archived card.').waitFor();
    expect(
      await dialog(page)
        .getByRole('button', { name: /^Restore/ })
        .count(),
    ).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a checklist and an attached file in the dialog; a viewer’s comment reaches the editor live', async () => {
    const token = await demoToken(suite.server.url);
    const editor = await openSignedIn(suite.browser, suite.server.url, { token, language: 'en' });
    const viewer = await openSignedIn(suite.browser, suite.server.url, { language: 'en' });
    const { items } = await api(token, 'GET', '/api/kanban');
    const url = `/dashboard/kanban?board=${items[0].id}`;
    const title = 'Order replacement filters';
    await editor.page.goto(url);
    await editor.page.getByRole('button', { name: `Edit “${title}”` }).click();
    const form = dialog(editor.page);
    for (const [index, text] of ['Find the part number', 'Ask for a quote'].entries()) {
      await form.getByRole('button', { name: 'Add a step' }).click();
      await form.getByRole('textbox', { name: `Step ${index + 1}` }).fill(text);
    }
    await form.getByRole('checkbox', { name: 'Step 1 done' }).check();
    await form
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'filter.png', mimeType: 'image/png', buffer: pngImage(40, 20) });
    await form.getByRole('link', { name: 'filter.png' }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    const card = editor.page.locator('li', { hasText: title });
    await card.getByText('Checklist 1/2 · Attachments: 1').waitFor();

    // the viewer comments; the editor's open comments show it without a reload
    await editor.page.getByRole('button', { name: `Comments on “${title}”` }).click();
    await dialog(editor.page).getByText('No comment yet.').waitFor();
    await viewer.page.goto(url);
    await viewer.page.getByRole('button', { name: `Comments on “${title}”` }).click();
    // the viewer reads what the card holds: its steps (ticked or not) and its file
    const step = dialog(viewer.page).getByRole('checkbox', { name: 'Find the part number' });
    expect(await step.isChecked()).toBe(true);
    expect(
      await dialog(viewer.page).getByRole('checkbox', { name: 'Ask for a quote' }).isChecked(),
    ).toBe(false);
    await dialog(viewer.page).getByRole('link', { name: 'filter.png' }).waitFor();
    const field = dialog(viewer.page).getByRole('textbox', { name: 'Your comment' });
    await field.fill('Which size of filter?');
    await dialog(viewer.page).getByRole('button', { name: 'Send' }).click();
    await dialog(viewer.page).getByText('Which size of filter?').waitFor();
    expect(await field.inputValue()).toBe('');
    await dialog(editor.page).getByText('Which size of filter?').waitFor();

    const details = await api(
      token,
      'GET',
      url.replace('/dashboard/kanban?board=', '/api/kanban/boards/'),
    );
    const saved = details.cards.find((c: { title: string }) => c.title === title);
    expect(
      saved.checklist.map((item: { text: string; done: boolean }) => [item.text, item.done]),
    ).toEqual([
      ['Find the part number', true],
      ['Ask for a quote', false],
    ]);
    expect(saved.attachments).toEqual([
      { url: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/), name: 'filter.png' },
    ]);
    expect(editor.pageErrors).toEqual([]);
    expect(viewer.pageErrors).toEqual([]);
    await editor.context.close();
    await viewer.context.close();
  });
});
