import { describe, expect, it } from 'vitest';
import { isTooSlow, startProgress } from './body-rate';

// The rate a request body must keep: over each window, at least so many bytes a second. The
// clock is given: each look says when it happened and how many bytes had arrived.

const RATE = { windowMs: 30_000, minBytesPerSecond: 1_000 };

/** Looks every second from 0 to `seconds`, the bytes read at each given by `bytesAt`. */
function firstSlowLook(seconds: number, bytesAt: (second: number) => number): number | null {
  const progress = startProgress(0, bytesAt(0));
  for (let second = 1; second <= seconds; second++) {
    if (isTooSlow(progress, second * 1000, bytesAt(second), RATE)) return second;
  }
  return null;
}

describe('a request body’s rate', () => {
  it('is not judged before a whole window has passed', () => {
    expect(firstSlowLook(29, () => 0)).toBeNull();
  });

  it('cuts a trickle once a window has passed', () => {
    expect(firstSlowLook(120, (s) => s * 5)).toBe(30);
  });

  it('lets an upload go on for as long as it keeps the rate', () => {
    // 800 KB/s for ten minutes: the 62 MB upload the issue saw cut at 30 s, and more
    expect(firstSlowLook(600, (s) => s * 800 * 1024)).toBeNull();
  });

  it('cuts an upload that stalls for a window, counted from its last progress', () => {
    // fast for a minute, then nothing: cut 30 s after the stall began
    const bytes = (s: number) => Math.min(s, 60) * 100_000;
    expect(firstSlowLook(200, bytes)).toBe(90);
  });
});
