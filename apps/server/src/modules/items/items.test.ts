import type { ItemSummary, TripBodyInput } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { syncEmissionFactors } from '../../seed/emission-factors';
import { DEMO_TRIPS } from '../../seed/trips';
import { blogClient, type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from '../charts/testing';

// Keeling items (issues 31–33): one search over data sets, charts, dashboards, trips, articles
// and cards, keeping to what the caller may see; one read of an item's title and route.

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let viewer: TestUser;
const ids: Record<string, string> = {};

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user.headers });
const search = async (user: TestUser, query: string): Promise<ItemSummary[]> => {
  const res = await get(user, `/api/items?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const titles = (items: ItemSummary[]) => items.map((item) => `${item.type}:${item.title}`);

beforeAll(async () => {
  t = await buildTestApp();
  await syncEmissionFactors(t.database);
  admin = await userWithRole(t, 'admin');
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  const dataset = await importCsv(t, 'Flask samples', 'Year,Mean\n2001,370\n2002,372\n');
  ids.dataset = dataset.id;
  const chart = await t.services.charts.create(specOf(dataset, { title: 'Flask trend' }), null);
  ids.chart = chart.id;
  const dashboard = await t.services.dashboards.create(
    { slug: 'flask-wall', title: 'Flask wall', description: '', items: [] },
    null,
  );
  ids.dashboard = dashboard.id;
  const trip = await t.app.inject({
    method: 'POST',
    url: '/api/travel/trips',
    headers: editor.headers,
    payload: { ...(DEMO_TRIPS[0] as TripBodyInput), title: 'Flask pickup at Hilo' },
  });
  expect(trip.statusCode, trip.body).toBe(200);
  ids.trip = trip.json().trip.id;
  const blog = blogClient(t, editor);
  ids.published = (
    await blog.save({ title: 'Flask results', content: '<p>x</p>', status: 'published' })
  ).id;
  ids.draft = (await blog.save({ title: 'Flask draft', content: '<p>x</p>' })).id;

  const board = async (title: string, membersOnly: boolean, card: string) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/kanban/boards',
      headers: editor.headers,
      payload: { title, columns: ['To do'], membersOnly },
    });
    expect(made.statusCode, made.body).toBe(200);
    const boardId = made.json().board.id as string;
    const details = await get(editor, `/api/kanban/boards/${boardId}`);
    const column = details.json().columns[0].id as string;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/kanban/columns/${column}/cards`,
      headers: editor.headers,
      payload: { title: card },
    });
    expect(created.statusCode, created.body).toBe(200);
    return { boardId, cardId: created.json().card.id as string };
  };
  const open = await board('Lab', false, 'Flask shipping');
  ids.card = open.cardId;
  ids.board = open.boardId;
  ids.hiddenCard = (await board('Private', true, 'Flask secret')).cardId;
});
afterAll(() => t.close());

describe('items', () => {
  it('finds every kind whose title holds the text, by title, with the key its page reads', async () => {
    const items = await search(admin, 'q=flask');
    expect(titles(items)).toEqual([
      'article:Flask draft',
      'trip:Flask pickup at Hilo',
      'article:Flask results',
      'dataset:Flask samples',
      'kanban-card:Flask secret',
      'kanban-card:Flask shipping',
      'chart:Flask trend',
      'dashboard:Flask wall',
    ]);
    const route = (type: string) => items.find((item) => item.type === type)?.route;
    expect(route('dashboard')).toBe('flask-wall');
    expect(route('chart')).toBe(ids.chart);
    expect(items.find((item) => item.title === 'Flask shipping')?.route).toBe(ids.board);
  });

  it('keeps to what the caller may see: no drafts for a viewer, no members-only board of others', async () => {
    expect(titles(await search(viewer, 'q=flask'))).not.toContain('article:Flask draft');
    expect(titles(await search(viewer, 'q=flask'))).not.toContain('kanban-card:Flask secret');
    expect(titles(await search(editor, 'q=flask'))).toContain('kanban-card:Flask secret');
    expect((await get(viewer, `/api/items/article/${ids.draft}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/items/kanban-card/${ids.hiddenCard}`)).statusCode).toBe(404);
  });

  it('searches one kind, and reads wildcards as text', async () => {
    expect(titles(await search(viewer, 'q=flask&type=chart'))).toEqual(['chart:Flask trend']);
    expect(await search(viewer, 'q=%25')).toEqual([]);
  });

  it('reads one item, and answers 404 for one gone and 400 for a bad kind or id', async () => {
    const res = await get(viewer, `/api/items/trip/${ids.trip}`);
    expect(res.json().item).toEqual({
      type: 'trip',
      id: ids.trip,
      title: 'Flask pickup at Hilo',
      route: ids.trip,
    });
    const gone = await get(viewer, '/api/items/dataset/00000000-0000-4000-8000-000000000000');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('items.not_found');
    expect((await get(viewer, `/api/items/user/${ids.trip}`)).statusCode).toBe(400);
    expect((await get(viewer, '/api/items/trip/nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/items' })).statusCode).toBe(401);
  });

  it('resolves many links at once, in order, null for one hidden or gone', async () => {
    const resolved = await t.services.items.resolve(
      [
        { type: 'kanban-card', id: ids.hiddenCard as string },
        { type: 'dashboard', id: ids.dashboard as string },
        { type: 'article', id: ids.published as string },
        { type: 'chart', id: '00000000-0000-4000-8000-000000000000' },
      ],
      { id: viewer.id, role: 'viewer' },
    );
    expect(resolved.map((item) => item?.title ?? null)).toEqual([
      null,
      'Flask wall',
      'Flask results',
      null,
    ]);
  });
});
