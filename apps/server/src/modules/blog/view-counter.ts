import { unbounded } from '../../db/request-scope';
import type { BlogRepository } from './repository';

/** How often counted views are written. */
export const VIEW_FLUSH_MS = 1_000;
/** Batches remembered after they were sent, for reads that started before (see `count`). */
const RECENT_BATCHES = 8;

/**
 * Article views counted in memory and added to `total_views` in one statement per second, so
 * reading an article stays a read. Views are not acknowledged writes: a crash loses at most the
 * last second of them; `flush()` runs on shutdown (app onClose).
 */
export function createViewCounter(
  repo: Pick<BlogRepository, 'addViews'>,
  onError: (error: unknown) => void = () => {},
  flushMs = VIEW_FLUSH_MS,
) {
  let pending = new Map<string, number>();
  /** Number of batches sent so far; the last few are kept with their number. */
  let sent = 0;
  const recent: { seq: number; batch: Map<string, number> }[] = [];
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    // a timer keeps the scope of the request that set it: the batch is everyone's views
    timer ??= setTimeout(() => void unbounded(flush), flushMs).unref();
  };

  async function flush(): Promise<void> {
    while (flushing) await flushing;
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    recent.push({ seq: sent++, batch });
    if (recent.length > RECENT_BATCHES) recent.shift();
    flushing = repo.addViews(batch).then(
      () => {},
      (error: unknown) => {
        onError(error);
        // Keep the views for the next flush (e.g. the database was briefly unavailable).
        const index = recent.findIndex((r) => r.batch === batch);
        if (index >= 0) recent.splice(index, 1);
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        schedule();
      },
    );
    try {
      await flushing;
    } finally {
      flushing = null;
    }
  }

  /**
   * The total including views not written yet, and those of batches sent after the read
   * started (`mark`): queries run in order, so that read missed them.
   */
  function total(id: string, storedTotal: number, mark: number): number {
    let unseen = pending.get(id) ?? 0;
    for (const r of recent) if (r.seq >= mark) unseen += r.batch.get(id) ?? 0;
    return storedTotal + unseen;
  }

  return {
    mark: (): number => sent,
    /** Call before reading an article; pass the answer to `count` or `total`. */
    total,
    /** Counts one view; answers the new total (see `total`). */
    count(id: string, storedTotal: number, mark: number): number {
      pending.set(id, (pending.get(id) ?? 0) + 1);
      schedule();
      return total(id, storedTotal, mark);
    },
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
