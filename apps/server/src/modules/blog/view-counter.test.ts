import { describe, expect, it, vi } from 'vitest';
import { createViewCounter } from './view-counter';

describe('view counter', () => {
  it('answers totals including unwritten views and writes them in one batch', async () => {
    const written: Map<string, number>[] = [];
    const views = createViewCounter({ addViews: async (batch) => void written.push(batch) });
    expect(views.count('a', 10, views.mark())).toBe(11);
    expect(views.count('a', 10, views.mark())).toBe(12);
    expect(views.count('b', 0, views.mark())).toBe(1);
    await views.flush();
    expect(written).toEqual([
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    ]);
    await views.flush();
    expect(written).toHaveLength(1);
  });

  it('answers the total without counting (the editor read), unwritten views included', async () => {
    const views = createViewCounter({ addViews: async () => {} });
    views.count('a', 5, views.mark());
    expect(views.total('a', 5, views.mark())).toBe(6);
    expect(views.total('a', 5, views.mark())).toBe(6);
    expect(views.total('b', 3, views.mark())).toBe(3);
  });

  it('adds a batch written after the read started, which that read could not see', async () => {
    const views = createViewCounter({ addViews: async () => {} });
    views.count('a', 0, views.mark());
    const mark = views.mark();
    await views.flush(); // the stored total read with `mark` is still 0
    expect(views.count('a', 0, mark)).toBe(2);
    expect(views.count('a', 1, views.mark())).toBe(3);
  });

  it('keeps the views when writing fails, reports it and retries', async () => {
    const onError = vi.fn();
    let fail = true;
    const written: Map<string, number>[] = [];
    const views = createViewCounter(
      {
        addViews: async (batch) => {
          if (fail) throw new Error('unavailable');
          written.push(batch);
        },
      },
      onError,
    );
    views.count('a', 0, views.mark());
    await views.flush();
    expect(onError).toHaveBeenCalledOnce();
    fail = false;
    views.count('a', 0, views.mark());
    await views.flush();
    expect(written).toEqual([new Map([['a', 2]])]);
  });

  it('writes on its own within the flush interval', async () => {
    vi.useFakeTimers();
    try {
      const addViews = vi.fn(async () => {});
      const views = createViewCounter({ addViews }, () => {}, 1_000);
      views.count('a', 0, views.mark());
      await vi.advanceTimersByTimeAsync(999);
      expect(addViews).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(addViews).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
