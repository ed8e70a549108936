import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { texts } from '../support/data';
import { callApi, openSignedIn, registerAccount } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 31: cards dragged with the keyboard (dnd-kit's keyboard sensor, in French: its
// instructions and what it says while dragging, then the saved move's announcement) and with
// the mouse. Each drop saves that card only; focus stays on the moved card's handle.
const suite = startSuite();

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
const api = (token: string, method: string, path: string, body?: object): Promise<any> =>
  callApi(suite.server.url, method, path, token, body);

/** A new account made an editor by the demo admin, signed in again (a role change ends sessions). */
async function editorToken(): Promise<string> {
  const account = await registerAccount(suite.server.url, 'kanban-drag');
  await api(await demoToken(suite.server.url), 'PATCH', `/api/users/${account.id}`, {
    role: 'editor',
  });
  const response = await fetch(`${suite.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function boardFor(token: string, title: string) {
  const { board } = await api(token, 'POST', '/api/kanban/boards', {
    title,
    columns: ['Backlog', 'Doing'],
  });
  const { columns } = await api(token, 'GET', `/api/kanban/boards/${board.id}`);
  for (const card of ['Alpha', 'Bravo', 'Charlie'])
    await api(token, 'POST', `/api/kanban/columns/${columns[0].id}/cards`, { title: card });
  return board.id as string;
}

const titlesIn = (page: Page, column: string) =>
  page.getByRole('region', { name: column, exact: true }).locator('li h3').allTextContents();
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Picks a card up with Space from its drag handle, as a person does once the page has drawn the
 * card's new place: a Space pressed while the moved card is being drawn again reaches no handle,
 * so it is pressed again until the pick-up is heard (at most five times). A Space is never
 * pressed on a card already picked up (dnd-kit marks its handle pressed): that would drop it.
 */
async function pickUp(page: Page, handle: Locator, heard: string) {
  const picked = async () =>
    (await handle.getAttribute('aria-pressed').catch(() => null)) === 'true';
  for (let attempt = 1; ; attempt++) {
    if (!(await picked())) {
      await handle.focus();
      await page.keyboard.press('Space');
    }
    try {
      await page.getByText(heard, { exact: true }).waitFor({ state: 'attached', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

describe('dragging cards', () => {
  it('by mouse, to another column', async () => {
    const token = await demoToken(suite.server.url);
    const boardId = await boardFor(token, 'Mouse drags');
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'en',
    });
    await page.goto(`/dashboard/kanban?board=${boardId}`);
    const handle = page.getByRole('button', { name: 'Drag “Charlie”' });
    await handle.waitFor();
    const from = await handle.boundingBox();
    const to = await page
      .getByRole('region', { name: 'Doing', exact: true })
      .locator('ul')
      .boundingBox();
    if (!from || !to) throw new Error('no box');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // past the sensor's 6 px, then over the empty column, in steps as a hand moves
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => titlesIn(page, 'Doing')).toEqual(['Charlie']);
    await expect
      .poll(() => page.getByTestId('kanban-announcer').textContent())
      .toBe('“Charlie” moved from “Backlog”, place 3, to “Doing”, place 1.');
    const saved = await api(token, 'GET', `/api/kanban/boards/${boardId}`);
    expect(saved.cards.find((card: { title: string }) => card.title === 'Charlie').columnId).toBe(
      saved.columns[1].id,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('by keyboard, in French: within a column and to another, each drop saving that card', async () => {
    // an editor of their own, whose language is the one this browser starts with
    const token = await editorToken();
    const boardId = await boardFor(token, 'Keyboard drags');
    const before = await api(token, 'GET', `/api/kanban/boards/${boardId}`);
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'fr',
    });
    const kanban = texts('fr', 'kanban');
    await page.goto(`/dashboard/kanban?board=${boardId}`);
    const handle = page.getByRole('button', { name: fill(kanban.dnd.handle, { card: 'Alpha' }) });
    await handle.waitFor();
    // the handle says how to use it, in French
    const describedBy = (await handle.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(kanban.dnd.instructions);

    await handle.focus();
    await page.keyboard.press('Space');
    const picked = fill(kanban.dnd.pickedUp, { card: 'Alpha', column: 'Backlog', position: 1 });
    await page.getByText(picked, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    const over = fill(kanban.dnd.over, { card: 'Alpha', column: 'Backlog', position: 2 });
    await page.getByText(over, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => titlesIn(page, 'Backlog')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    const spoken = fill(kanban.announce.moved, {
      card: 'Alpha',
      from: 'Backlog',
      fromPosition: 1,
      to: 'Backlog',
      toPosition: 2,
    });
    await expect.poll(() => page.getByTestId('kanban-announcer').textContent()).toBe(spoken);
    await expect.poll(() => focusedLabel(page)).toBe(fill(kanban.dnd.handle, { card: 'Alpha' }));

    // to the next column with the right arrow, once the card is picked up again
    await pickUp(
      page,
      handle,
      fill(kanban.dnd.pickedUp, { card: 'Alpha', column: 'Backlog', position: 2 }),
    );
    await page.keyboard.press('ArrowRight');
    const across = fill(kanban.dnd.over, { card: 'Alpha', column: 'Doing', position: 1 });
    await page.getByText(across, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => titlesIn(page, 'Doing')).toEqual(['Alpha']);
    await expect.poll(() => titlesIn(page, 'Backlog')).toEqual(['Bravo', 'Charlie']);
    await expect.poll(() => focusedLabel(page)).toBe(fill(kanban.dnd.handle, { card: 'Alpha' }));

    // only Alpha was saved, twice; the others kept their version and place
    const after = await api(token, 'GET', `/api/kanban/boards/${boardId}`);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON
    const find = (details: any, title: string) =>
      details.cards.find((card: { title: string }) => card.title === title);
    expect(find(after, 'Alpha').version).toBe(find(before, 'Alpha').version + 2);
    expect(find(after, 'Alpha').columnId).toBe(before.columns[1].id);
    for (const title of ['Bravo', 'Charlie'])
      expect(find(after, title)).toEqual(find(before, title));

    // Escape cancels a drag: nothing moves, nothing is saved
    await pickUp(
      page,
      handle,
      fill(kanban.dnd.pickedUp, { card: 'Alpha', column: 'Doing', position: 1 }),
    );
    await page.keyboard.press('ArrowLeft');
    // over the first column, at whichever place the arrow found
    const overBacklog = kanban.dnd.over.split('{{position}}')[0];
    const back = fill(overBacklog, { card: 'Alpha', column: 'Backlog' });
    await page.getByText(back, { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    const cancelled = fill(kanban.dnd.cancelled, { card: 'Alpha', column: 'Doing' });
    await page.getByText(cancelled, { exact: true }).waitFor({ state: 'attached' });
    expect(await titlesIn(page, 'Doing')).toEqual(['Alpha']);
    expect(find(await api(token, 'GET', `/api/kanban/boards/${boardId}`), 'Alpha').version).toBe(
      find(after, 'Alpha').version,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
