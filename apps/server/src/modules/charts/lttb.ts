/**
 * Largest-Triangle-Three-Buckets (Steinarsson, 2013): keeps `threshold` of the points, the
 * first and the last among them, choosing in each bucket the point that makes the largest
 * triangle with the point kept before it and the average of the next bucket, so peaks and
 * troughs survive. Answers the points unchanged when there are no more than `threshold`.
 * `x` must grow with the index (the points are ordered by x).
 */
export function lttb<T>(
  points: readonly T[],
  threshold: number,
  x: (point: T) => number,
  y: (point: T) => number,
): T[] {
  const n = points.length;
  if (threshold >= n || threshold < 3) return [...points];
  const at = (i: number) => points[i] as T;
  const every = (n - 2) / (threshold - 2);
  const kept: T[] = [at(0)];
  let a = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    // The average of the next bucket: the triangle's third corner.
    const nextStart = Math.floor((bucket + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * every) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      avgX += x(at(i));
      avgY += y(at(i));
    }
    const count = nextEnd - nextStart;
    avgX /= count;
    avgY /= count;

    const ax = x(at(a));
    const ay = y(at(a));
    const start = Math.floor(bucket * every) + 1;
    const end = Math.floor((bucket + 1) * every) + 1;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i++) {
      const area = Math.abs((ax - avgX) * (y(at(i)) - ay) - (ax - x(at(i))) * (avgY - ay)) / 2;
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(at(best));
    a = best;
  }
  kept.push(at(n - 1));
  return kept;
}
