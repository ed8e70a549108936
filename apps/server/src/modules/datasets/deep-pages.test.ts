import { DATASET_LIMITS, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

// Pages of rows sorted by a column (issue 30, item 19): served within
// DATASET_LIMITS.sortedDepthMax rows of either end, the far end read the other way round, the
// middle refused with a 400 that says what to do; the line order pages anywhere.

const DEPTH = DATASET_LIMITS.sortedDepthMax;
const ROWS = 2 * DEPTH + 130;
const SIZE = 25;
/** A permutation of 0…ROWS-1 (7919 is prime to ROWS), every 1000th value empty. */
const valueAt = (i: number) => (i % 1000 === 0 ? null : (i * 7919) % ROWS);

let t: TestApp;
let viewer: TestUser;
let dataset: Dataset;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
  const lines = Array.from({ length: ROWS }, (_, i) => `${i},${valueAt(i) ?? ''}`);
  dataset = await t.services.datasets.importCsvText({
    name: 'Deep pages',
    csv: ['line,value', ...lines].join('\n'),
  });
}, 120_000);
afterAll(() => t.close());

/** The lines in the order asked: values sorted, empty ones last in line order or reversed. */
function expected(order: 'asc' | 'desc'): number[] {
  const lines = Array.from({ length: ROWS }, (_, i) => i);
  const filled = lines.filter((i) => valueAt(i) !== null);
  const empty = lines.filter((i) => valueAt(i) === null);
  filled.sort((a, b) => (valueAt(a) as number) - (valueAt(b) as number));
  return order === 'asc' ? [...filled, ...empty] : [...filled.reverse(), ...empty.reverse()];
}

const page = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/datasets/${dataset.id}/rows?size=${SIZE}&${query}`,
    headers: viewer.headers,
  });

async function lines(query: string): Promise<number[]> {
  const res = await page(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rows: { c1: number }[] }>().rows.map((r) => r.c1);
}

describe('rows sorted by a column, deep pages', () => {
  const last = Math.ceil(ROWS / SIZE);

  it('serves the first pages and the last ones (read the other way round) in the order asked', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const all = expected(order);
      const at = (p: number) => all.slice((p - 1) * SIZE, p * SIZE);
      expect(await lines(`sort=c2&order=${order}&page=1`)).toEqual(at(1));
      // the deepest page from the start still served
      const deepest = Math.floor(DEPTH / SIZE) + 1;
      expect(await lines(`sort=c2&order=${order}&page=${deepest}`)).toEqual(at(deepest));
      // the last page (partial: ROWS is not a multiple of SIZE) and the one before it
      expect(await lines(`sort=c2&order=${order}&page=${last}`)).toEqual(at(last));
      expect(await lines(`sort=c2&order=${order}&page=${last - 1}`)).toEqual(at(last - 1));
      // past the end: no rows
      expect(await lines(`sort=c2&order=${order}&page=${last + 1}`)).toEqual([]);
    }
  });

  it('refuses a sorted page in the middle with a 400 that says how to get there', async () => {
    const middle = Math.floor(last / 2);
    const res = await page(`sort=c2&order=desc&page=${middle}`);
    expectError(res, 400, 'datasets.page_too_deep');
    expect(res.json<{ message: string }>().message).toMatch(/remove the sort/);
    // in the line order the same page is served
    expect(await lines(`page=${middle}`)).toEqual(
      Array.from({ length: SIZE }, (_, i) => (middle - 1) * SIZE + i),
    );
  });
});
