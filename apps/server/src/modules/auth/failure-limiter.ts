export interface FailureLimiter {
  /** True once `max` failures were recorded for the key within the current window. */
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
}

interface Entry {
  count: number;
  resetAt: number;
}

/**
 * Counts failures only (a successful sign-in costs nothing), per key in fixed windows.
 * In-process: with several instances each counts on its own until a shared store exists.
 */
export function createFailureLimiter(
  max: number,
  windowMs: number,
  now: () => number = Date.now,
): FailureLimiter {
  const entries = new Map<string, Entry>();

  const sweep = (time: number) => {
    for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key);
  };

  return {
    isBlocked(key) {
      const entry = entries.get(key);
      return entry !== undefined && entry.resetAt > now() && entry.count >= max;
    },
    recordFailure(key) {
      const time = now();
      const entry = entries.get(key);
      if (entry && entry.resetAt > time) {
        entry.count++;
        return;
      }
      if (entries.size >= 10_000) sweep(time);
      entries.set(key, { count: 1, resetAt: time + windowMs });
    },
  };
}
