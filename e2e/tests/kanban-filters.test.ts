import { describe, expect, it } from 'vitest';
import { demoToken } from '../support/blog';
import { callApi, openSignedIn } from '../support/session';
import { startSuite } from '../support/suite';

// Issue 31: the board's filters (assignee, label, due date) are chosen in the page, kept in
// the URL (a reload or a shared link shows the same cards) and cleared in one click.
const suite = startSuite();

describe('the board’s filters', () => {
  it('by label, assignee and due date, in the URL', async () => {
    const token = await demoToken(suite.server.url);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
    const boards: any = await callApi(suite.server.url, 'GET', '/api/kanban', token);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
    const board: any = await callApi(
      suite.server.url,
      'GET',
      `/api/kanban/boards/${boards.items[0].id}`,
      token,
    );
    // one seeded card long overdue (a day in the past, whatever today is)
    const late = board.cards.find((c: { title: string }) => c.title.startsWith('Book the van'));
    await callApi(suite.server.url, 'PATCH', `/api/kanban/cards/${late.id}`, token, {
      version: late.version,
      dueDate: '2020-01-15',
    });
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'en',
    });
    await page.goto('/dashboard/kanban');
    const titles = () => page.locator('main section li h3').allTextContents();
    await expect.poll(async () => (await titles()).length).toBe(6);

    await page.getByRole('combobox', { name: 'Labels' }).click();
    await page.getByRole('option', { name: 'sensors' }).click();
    await expect
      .poll(titles)
      .toEqual([
        'Calibrate the CO2 sensors against the reference gas',
        'Order replacement filters',
      ]);
    await page.getByText('2 of 6 cards shown').waitFor();
    expect(new URL(page.url()).searchParams.getAll('label')).toEqual(['sensors']);

    // a reload keeps them; then the due date instead of the label
    await page.reload();
    await expect.poll(async () => (await titles()).length).toBe(2);
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(async () => (await titles()).length).toBe(6);
    await page.getByRole('combobox', { name: 'Due date' }).click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await expect.poll(titles).toEqual(['Book the van for the peat-bog site']);
    expect(new URL(page.url()).searchParams.get('due')).toBe('overdue');

    // every seeded card is the demo admin's: choosing them keeps the overdue one
    await page.getByRole('combobox', { name: 'Assignees' }).click();
    await page.getByRole('option').first().click();
    await expect.poll(titles).toEqual(['Book the van for the peat-bog site']);
    expect(new URL(page.url()).searchParams.getAll('assignee')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the home page lists my cards due soon, each opening its board; one stream for both', async () => {
    const token = await demoToken(suite.server.url);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
    const boards: any = await callApi(suite.server.url, 'GET', '/api/kanban', token);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by the test
    const board: any = await callApi(
      suite.server.url,
      'GET',
      `/api/kanban/boards/${boards.items[0].id}`,
      token,
    );
    const card = board.cards.find(
      (c: { title: string }) => c.title === 'Order replacement filters',
    );
    await callApi(suite.server.url, 'PATCH', `/api/kanban/cards/${card.id}`, token, {
      version: card.version,
      dueDate: '2020-02-01',
    });
    const { page, pageErrors, context } = await openSignedIn(suite.browser, suite.server.url, {
      token,
      language: 'en',
    });
    // the live stream is the dashboard's: opened once, kept when the page changes
    const tickets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/ticket')) tickets.push(request.url());
    });
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'My cards due soon' });
    const link = section.getByRole('link', { name: /Order replacement filters/ });
    await link.waitFor();
    expect(await link.textContent()).toContain('CO2 field campaign');
    await link.click();
    await page.waitForURL(`**/dashboard/kanban?board=${boards.items[0].id}`);
    await page.getByRole('heading', { level: 3, name: 'Order replacement filters' }).waitFor();
    // the board hears the stream the home page opened: another's change shows without a reload
    const column = board.columns.find((c: { name: string }) => c.name === 'Done');
    await callApi(suite.server.url, 'POST', `/api/kanban/columns/${column.id}/cards`, token, {
      title: 'Heard live',
    });
    await page.getByRole('heading', { level: 3, name: 'Heard live' }).waitFor();
    expect(tickets).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
