import { API, apiPath, type Chart, type DashboardBody } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from '../charts/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
let charts: Chart[];

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const one = (id: string) => apiPath(API.dashboards.one, { id });
const bySlug = (slug: string) => apiPath(API.dashboards.bySlug, { slug });
const body = (
  slug: string,
  chartIds: string[],
  extra: Partial<DashboardBody> = {},
): DashboardBody => ({
  slug,
  title: `Dashboard ${slug}`,
  description: 'About it',
  items: chartIds.map((chartId) => ({ chartId, width: 6, height: 'medium' })),
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  [editor, viewer] = [await userWithRole(t, 'editor'), await userWithRole(t, 'viewer')];
  const dataset = await importCsv(t, 'Points', 'x,y\n1,2\n2,3\n');
  charts = [];
  for (const title of ['One', 'Two', 'Three'])
    charts.push(await t.services.charts.create(specOf(dataset, { title }), null));
});
afterAll(() => t.close());

describe('dashboards API', () => {
  it('creates, reads by slug, lists, updates and deletes a dashboard', async () => {
    const [a, b, c] = charts.map((chart) => chart.id) as [string, string, string];
    const created = await call(editor, 'POST', API.dashboards.list, body('Team', [b, a, b]));
    expect(created.statusCode).toBe(200);
    const dashboard = created.json().dashboard;
    expect(dashboard).toMatchObject({ slug: 'Team', title: 'Dashboard Team', chartCount: 3 });
    expect(dashboard.items.map((i: { chartId: string }) => i.chartId)).toEqual([b, a, b]);
    expect(dashboard.charts.map((chart: Chart) => chart.id)).toEqual([b, a]);

    const read = await call(viewer, 'GET', bySlug('Team'));
    expect(read.json().dashboard).toEqual(dashboard);
    expect((await call(viewer, 'GET', bySlug('team'))).json().dashboard.id).toBe(dashboard.id);

    const other = (await call(editor, 'POST', API.dashboards.list, body('Other', [c]))).json()
      .dashboard;
    let list = (await call(viewer, 'GET', API.dashboards.list)).json().items;
    expect(list.map((d: { slug: string }) => d.slug)).toEqual(['Other', 'Team']);
    expect(list[1]).toEqual({
      id: dashboard.id,
      slug: 'Team',
      title: 'Dashboard Team',
      description: 'About it',
      chartCount: 3,
      updatedAt: dashboard.updatedAt,
    });

    const updated = await call(
      editor,
      'PUT',
      one(dashboard.id),
      body('Team-2', [c], { title: 'Renamed' }),
    );
    expect(updated.json().dashboard).toMatchObject({
      slug: 'Team-2',
      title: 'Renamed',
      chartCount: 1,
    });
    list = (await call(viewer, 'GET', API.dashboards.list)).json().items;
    expect(list.map((d: { slug: string }) => d.slug)).toEqual(['Team-2', 'Other']);

    expect((await call(editor, 'DELETE', one(other.id))).json()).toEqual({ ok: true });
    expectError(await call(viewer, 'GET', bySlug('Other')), 404, 'dashboards.not_found');
    expectError(await call(editor, 'DELETE', one(other.id)), 404, 'dashboards.not_found');
    expectError(
      await call(editor, 'PUT', one(other.id), body('Other', [])),
      404,
      'dashboards.not_found',
    );
  });

  it('lets one of two saves at once of one slug in two cases land, and refuses the other', async () => {
    const results = await Promise.all(
      ['race-x', 'RACE-X', 'Race-X'].map((slug) =>
        call(editor, 'POST', API.dashboards.list, body(slug, [])),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expectError(refused, 409, 'dashboards.slug_taken');
    const listed = (await call(viewer, 'GET', API.dashboards.list)).json().items;
    expect(listed.filter((d: { slug: string }) => d.slug.toLowerCase() === 'race-x')).toHaveLength(
      1,
    );
  });

  it('answers 409 for a slug in use (in any case) and 400 for unknown charts', async () => {
    const first = (await call(editor, 'POST', API.dashboards.list, body('Taken', []))).json()
      .dashboard;
    expectError(
      await call(editor, 'POST', API.dashboards.list, body('Taken', [])),
      409,
      'dashboards.slug_taken',
    );
    expectError(
      await call(editor, 'POST', API.dashboards.list, body('taken', [])),
      409,
      'dashboards.slug_taken',
    );
    const second = (await call(editor, 'POST', API.dashboards.list, body('Free', []))).json()
      .dashboard;
    expectError(
      await call(editor, 'PUT', one(second.id), body('TAKEN', [])),
      409,
      'dashboards.slug_taken',
    );
    // Its own slug is not a conflict.
    expect((await call(editor, 'PUT', one(first.id), body('Taken', []))).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call(
      editor,
      'POST',
      API.dashboards.list,
      body('New', [charts[0]?.id ?? '', unknown]),
    );
    expectError(res, 400, 'dashboards.unknown_chart');
    expect(res.json().message).toContain(unknown);
    expectError(
      await call(editor, 'POST', API.dashboards.list, body('bad slug!', [])),
      400,
      'common.invalid_request',
    );
  });

  it('deleting a chart takes it out of the dashboards showing it', async () => {
    const dataset = await importCsv(t, 'More', 'x,y\n1,2\n');
    const doomed = await t.services.charts.create(specOf(dataset, { title: 'Doomed' }), null);
    const kept = charts[0]?.id ?? '';
    const created = (
      await call(
        editor,
        'POST',
        API.dashboards.list,
        body('With-doomed', [doomed.id, kept, doomed.id]),
      )
    ).json().dashboard;
    expect(
      (await call(editor, 'DELETE', apiPath(API.charts.one, { id: doomed.id }))).statusCode,
    ).toBe(200);
    const after = (await call(viewer, 'GET', bySlug('With-doomed'))).json().dashboard;
    expect(after.items.map((i: { chartId: string }) => i.chartId)).toEqual([kept]);
    expect(after.chartCount).toBe(1);
    expect(after.updatedAt > created.updatedAt).toBe(true);
    // A data set's delete takes its charts along: the dashboards stop counting them.
    const gone = await t.services.charts.create(specOf(dataset, { title: 'Gone' }), null);
    await call(editor, 'PUT', one(created.id), body('With-doomed', [gone.id, kept]));
    await t.services.datasets.delete(dataset.id, { withDependents: true });
    const pruned = (await call(viewer, 'GET', bySlug('With-doomed'))).json().dashboard;
    expect(pruned.items.map((i: { chartId: string }) => i.chartId)).toEqual([kept]);
    expect(pruned.charts.map((chart: Chart) => chart.id)).toEqual([kept]);
  });

  it('refuses to delete a data set with charts, naming them; with withDependents it deletes them and the dashboards keep the rest', async () => {
    const dataset = await importCsv(t, 'Short-lived', 'x,y\n1,2\n');
    const lost = await t.services.charts.create(specOf(dataset, { title: 'Lost' }), null);
    const kept = charts[1]?.id ?? '';
    const mixed = (
      await call(editor, 'POST', API.dashboards.list, body('Mixed', [lost.id, kept, lost.id]))
    ).json().dashboard;
    const only = (
      await call(editor, 'POST', API.dashboards.list, body('Only-lost', [lost.id]))
    ).json().dashboard;
    const url = apiPath(API.datasets.one, { id: dataset.id });
    const chartUrl = apiPath(API.charts.one, { id: lost.id });
    // refused while charts are built on it: the charts and the dashboards showing them named
    const refused = await call(editor, 'DELETE', url);
    expectError(refused, 409, 'datasets.in_use', 'delete with charts');
    expect(refused.json().message).toContain('“Lost”');
    expect(refused.json().dependents).toEqual({
      charts: [{ id: lost.id, title: 'Lost' }],
      dashboards: [
        { id: mixed.id, slug: 'Mixed', title: 'Dashboard Mixed' },
        { id: only.id, slug: 'Only-lost', title: 'Dashboard Only-lost' },
      ],
    });
    const listed409 = await call(
      viewer,
      'GET',
      apiPath(API.datasets.dependents, { id: dataset.id }),
    );
    expect(listed409.json().dependents).toEqual(refused.json().dependents);
    expect((await call(viewer, 'GET', chartUrl)).statusCode).toBe(200);

    const deleted = await call(editor, 'DELETE', `${url}?withDependents=true`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(viewer, 'GET', url)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', chartUrl)).statusCode).toBe(404);

    const read = await call(viewer, 'GET', bySlug('mixed'));
    expect(read.statusCode).toBe(200);
    expect(read.json().dashboard).toMatchObject({
      id: mixed.id,
      chartCount: 1,
      items: [{ chartId: kept }],
      charts: [{ id: kept }],
    });
    const empty = (await call(viewer, 'GET', bySlug('Only-lost'))).json().dashboard;
    expect(empty).toMatchObject({ id: only.id, chartCount: 0, items: [], charts: [] });
    const listed = (await call(viewer, 'GET', API.dashboards.list)).json().items;
    expect(listed.find((d: { id: string }) => d.id === mixed.id)?.chartCount).toBe(1);
    expect(listed.find((d: { id: string }) => d.id === only.id)?.chartCount).toBe(0);
    // the editor saves what it read: the unknown ids are gone, so the save is accepted
    const { slug, title, description, items } = read.json().dashboard;
    const saved = await call(editor, 'PUT', one(mixed.id), { slug, title, description, items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().dashboard.items).toEqual([{ chartId: kept, width: 6, height: 'medium' }]);
  });

  it('guards reads (signed in) and writes (editor or admin)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [API.dashboards.list, bySlug('Team-2')])
      expectError(await call(null, 'GET', url), 401, 'auth.unauthorized', url);
    for (const [method, url] of [
      ['POST', API.dashboards.list],
      ['PUT', one(id)],
      ['DELETE', one(id)],
    ] as const) {
      expectError(await call(null, method, url, body('X', [])), 401, 'auth.unauthorized', url);
      expectError(await call(viewer, method, url, body('X', [])), 403, 'auth.forbidden', url);
    }
  });
});
