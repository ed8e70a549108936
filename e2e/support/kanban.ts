import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoToken } from './blog';
import { texts } from './data';
import { callApi, openSignedIn } from './session';

const TITLE = 'Calibrate the CO2 sensor';

/** A board with its columns and two cards in the first, made through the API. */
async function boardFor(baseURL: string, token: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
  const api = (method: string, path: string, body?: object): Promise<any> =>
    callApi(baseURL, method, path, token, body);
  const { board } = await api('POST', '/api/kanban/boards', {
    title: 'Field campaign',
    columns: ['To do', 'Doing', 'Done'],
  });
  const { columns } = await api('GET', `/api/kanban/boards/${board.id}`);
  for (const title of [TITLE, 'Collect soil cores'])
    await api('POST', `/api/kanban/columns/${columns[0].id}/cards`, { title });
  return board.id as string;
}

const column = (page: Page, name: string) => page.getByRole('region', { name });
const cardIn = (page: Page, columnName: string, title: string) =>
  column(page, columnName).getByRole('heading', { name: title });

/**
 * Issue 31, "done when": two people on one board. The demo admin, in French, on `moverURL`,
 * moves a card with its "Move to…" menu by keyboard; the announcement is said in French and
 * focus stays on the card; a viewer in another browser context, on `watcherURL` (the same
 * server, or another instance on the same database), sees the card in its new column without a
 * reload.
 */
export async function moveSeenLive(browser: Browser, moverURL: string, watcherURL: string) {
  const token = await demoToken(moverURL);
  const boardId = await boardFor(moverURL, token);
  const url = `/dashboard/kanban?board=${boardId}`;
  const mover = await openSignedIn(browser, moverURL, { token, language: 'fr' });
  const watcher = await openSignedIn(browser, watcherURL);
  const stream = watcher.page.waitForResponse((response) =>
    response.url().includes('/api/events?ticket='),
  );
  await watcher.page.goto(url);
  await cardIn(watcher.page, 'To do', TITLE).waitFor();
  // the watcher's live stream is open: the move reaches it through it
  expect((await stream).status()).toBe(200);
  // a reload would drop this mark
  await watcher.page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  await mover.page.goto(url);
  const kanban = texts('fr', 'kanban');
  const moveButton = mover.page.getByRole('button', {
    name: kanban.card.moveTo.replace('{{card}}', TITLE),
  });
  await moveButton.focus();
  await mover.page.keyboard.press('Enter');
  const toDoing = mover.page.getByRole('menuitem', {
    name: kanban.card.moveToColumn.replace('{{column}}', 'Doing'),
  });
  await toDoing.waitFor();
  // the menu (loaded on first use) opens on its first outcome (down one place), focused; the
  // next is the end of Doing
  await expect
    .poll(() => mover.page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('menuitem');
  await mover.page.keyboard.press('ArrowDown');
  await expect.poll(() => toDoing.evaluate((item) => item === document.activeElement)).toBe(true);
  await mover.page.keyboard.press('Enter');

  await cardIn(mover.page, 'Doing', TITLE).waitFor();
  const spoken = kanban.announce.moved
    .replace('{{card}}', TITLE)
    .replace('{{from}}', 'To do')
    .replace('{{fromPosition}}', '1')
    .replace('{{to}}', 'Doing')
    .replace('{{toPosition}}', '1');
  await expect
    .poll(() => mover.page.getByRole('status').filter({ hasText: spoken }).count())
    .toBe(1);
  await expect
    .poll(() => moveButton.evaluate((button) => button === document.activeElement))
    .toBe(true);

  await cardIn(watcher.page, 'Doing', TITLE).waitFor();
  expect(await cardIn(watcher.page, 'To do', TITLE).count()).toBe(0);
  expect(
    await watcher.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
  ).toBe(true);
  expect(mover.pageErrors).toEqual([]);
  expect(watcher.pageErrors).toEqual([]);
  await mover.context.close();
  await watcher.context.close();
}
