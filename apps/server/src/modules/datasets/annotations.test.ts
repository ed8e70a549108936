import type { DatasetAnnotation } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from '../charts/testing';
import { datasetsClient } from './testing';

// Issue 34 item 5: a note on a time range of a data set, kept by editors and drawn on every chart
// of the data set whose x is its time.

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

describe('annotations', () => {
  it('are added, listed by start, carried by time charts only, and removed', async () => {
    const dataset = await importCsv(
      t,
      'Monthly',
      'Month,ppm,Site\n2022-11,417.5,MLO\n2022-12,418.9,MKO\n2023-01,419.4,MKO\n2023-08,419.6,MLO\n',
    );
    const api = datasetsClient(t, editor);
    const url = `/api/datasets/${dataset.id}/annotations`;
    const later = await api.post(url, { from: '2023-08-01', to: '2023-08-01', text: 'Back' });
    const note = await api.post(url, {
      from: '2022-12-01',
      to: '2023-07-01',
      text: 'Measured at Maunakea after the Mauna Loa eruption',
    });
    expect(note.statusCode, note.body).toBe(200);
    const listed: DatasetAnnotation[] = (await datasetsClient(t, viewer).get(url)).json()
      .annotations;
    expect(listed.map((a) => a.from)).toEqual(['2022-12-01', '2023-08-01']);

    const timeChart = await t.services.charts.create(
      specOf(dataset, { xColumn: 'c1', yColumns: ['c2'] }),
      null,
    );
    const data = await t.services.charts.data(timeChart.id);
    expect(data.annotations).toEqual([
      {
        from: '2022-12-01',
        to: '2023-07-01',
        text: 'Measured at Maunakea after the Mauna Loa eruption',
      },
      { from: '2023-08-01', to: '2023-08-01', text: 'Back' },
    ]);
    const textChart = await t.services.charts.create(
      specOf(dataset, { type: 'bar', xColumn: 'c3', yColumns: ['c2'], aggregation: 'avg' }),
      null,
    );
    expect((await t.services.charts.data(textChart.id)).annotations).toBeUndefined();

    const removed = await api.del(`${url}/${later.json().annotation.id}`);
    expect(removed.statusCode).toBe(200);
    // the charts' cached data follow the write
    expect((await t.services.charts.data(timeChart.id)).annotations).toHaveLength(1);
    expect((await api.del(`${url}/${later.json().annotation.id}`)).statusCode).toBe(404);
  });

  it('refuses an end before its start, text too long, and a viewer', async () => {
    const dataset = await importCsv(t, 'Yearly', 'Year,Value\n2001,1\n2002,2\n');
    const url = `/api/datasets/${dataset.id}/annotations`;
    const api = datasetsClient(t, editor);
    const backwards = await api.post(url, { from: '2002-01-01', to: '2001-01-01', text: 'x' });
    expect(backwards.statusCode).toBe(400);
    const long = await api.post(url, {
      from: '2001-01-01',
      to: '2001-01-01',
      text: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    const byViewer = await datasetsClient(t, viewer).post(url, {
      from: '2001-01-01',
      to: '2001-01-01',
      text: 'x',
    });
    expect(byViewer.statusCode).toBe(403);
    expect(
      (
        await api.post(`/api/datasets/${'6d2f8a1b-3c4e-4d5f-8a6b-7c8d9e0f1a2b'}/annotations`, {
          from: '2001-01-01',
          to: '2001-01-01',
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});
