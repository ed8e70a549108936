import { describe, expect, it } from 'vitest';
import { lttb } from './lttb';

type P = [number, number];
const run = (points: P[], threshold: number) =>
  lttb(
    points,
    threshold,
    (p) => p[0],
    (p) => p[1],
  );

describe('lttb', () => {
  it('matches a reduction computed by hand', () => {
    // Seven points to four: buckets of 2.5 points between the first and the last.
    // Bucket 1 holds indexes 1 and 2, the next bucket's average is (4, 2):
    // areas from (0, 0) are |−4y + 2x| / 2, so 1 for (1, 1) and 2 for (2, 0): index 2.
    // Bucket 2 holds indexes 3 to 5, the last point (6, 0) is the average:
    // areas from (2, 0) are 2y, so 10 for (3, 5), 0 for (4, 0), 2 for (5, 1): index 3.
    const points: P[] = [
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 5],
      [4, 0],
      [5, 1],
      [6, 0],
    ];
    expect(run(points, 4)).toEqual([
      [0, 0],
      [2, 0],
      [3, 5],
      [6, 0],
    ]);
  });

  it('answers the points unchanged when they fit', () => {
    const points: P[] = [
      [0, 1],
      [1, 2],
      [2, 3],
    ];
    expect(run(points, 3)).toEqual(points);
    expect(run(points, 10)).toEqual(points);
    expect(run([], 10)).toEqual([]);
  });

  it('keeps the first and the last point and exactly `threshold` points', () => {
    const points: P[] = Array.from({ length: 10_000 }, (_, i) => [i, Math.sin(i / 50) * 100]);
    const out = run(points, 2000);
    expect(out).toHaveLength(2000);
    expect(out[0]).toEqual(points[0]);
    expect(out.at(-1)).toEqual(points.at(-1));
    // Strictly increasing x: each bucket contributes one point, in order.
    for (let i = 1; i < out.length; i++)
      expect((out[i] as P)[0]).toBeGreaterThan((out[i - 1] as P)[0]);
  });

  it('keeps a single spike', () => {
    const points: P[] = Array.from({ length: 1000 }, (_, i) => [i, i === 537 ? 50 : 0]);
    expect(run(points, 20)).toContainEqual([537, 50]);
  });
});
