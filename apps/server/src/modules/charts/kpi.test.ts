import { API, type Chart, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from './testing';

// A KPI card's options (issue 34 item 2): its comparison (here a base period, whose first value
// the server reads however old it is), up is bad, and how many last points its sparkline draws.

let t: TestApp;
let editor: TestUser;
let monthly: Dataset;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  // 2000-01 … 2009-12, the value the month's index (0…119)
  const lines = Array.from({ length: 120 }, (_, i) => {
    const month = `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    return `${month},${i}`;
  });
  monthly = await importCsv(t, 'Monthly', `month,ppm\n${lines.join('\n')}\n`);
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: editor.headers, payload });

describe('a KPI card’s options', () => {
  it('keeps them, draws the last N points, and reads the base period’s first value', async () => {
    const kpi = { comparison: 'base' as const, base: '2001', upIsBad: true, sparklinePoints: 40 };
    const saved = await post(API.charts.list, specOf(monthly, { type: 'kpi', kpi }));
    expect(saved.statusCode, saved.body).toBe(200);
    const chart: Chart = saved.json().chart;
    expect(chart.kpi).toEqual(kpi);
    const data = (
      await t.app.inject({
        method: 'GET',
        url: `/api/charts/${chart.id}/data`,
        headers: editor.headers,
      })
    ).json().data;
    const [series] = data.series;
    expect(series.points).toHaveLength(40);
    expect(series.points.at(-1)).toEqual({ x: '2009-12-01', y: 119 });
    // January 2001, ten years before the 25 points a KPI otherwise reads
    expect(series.base).toEqual({ x: '2001-01-01', y: 12 });
    // the options of a chart that is not a KPI are not kept
    const line = await post(API.charts.list, specOf(monthly, { kpi }));
    expect(line.json().chart.kpi).toBeUndefined();
  });

  it('refuses a base comparison without a base, or with one that is not a period', async () => {
    const kpi = { comparison: 'base' as const, base: null, upIsBad: false, sparklinePoints: 25 };
    const none = await post(API.charts.list, specOf(monthly, { type: 'kpi', kpi }));
    expectError(none, 400, 'charts.bad_spec');
    expect(none.json().message).toBe('kpi.base: choose the base period to compare with');
    const bad = await post(
      API.charts.list,
      specOf(monthly, { type: 'kpi', kpi: { ...kpi, base: 'last year' } }),
    );
    expectError(bad, 400, 'charts.bad_spec');
    expect(bad.json().message).toContain('kpi.base');
    expectError(
      await post(
        API.charts.list,
        specOf(monthly, { type: 'kpi', kpi: { ...kpi, comparison: 'auto', sparklinePoints: 1 } }),
      ),
      400,
      'common.invalid_request',
    );
  });
});
