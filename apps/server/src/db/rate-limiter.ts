import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** One key's attempts in its current window, this one included. */
export interface Hit {
  key: string;
  count: number;
  /** Whole seconds until the window ends (at least 1): the answer's Retry-After. */
  retryAfterSeconds: number;
}

export interface Limit {
  key: string;
  /** Attempts allowed in one window. */
  max: number;
}

export interface Verdict {
  /** True when one of the keys went over its `max` with this attempt. */
  blocked: boolean;
  /** Seconds until the key over its limit is free again (0 when not blocked). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one attempt on each key in turn, each in one atomic statement: concurrent attempts
   * each see their own number, so at most `max` of them pass a key in a window, however many
   * arrive at once. Stops at the first key over its limit and gives the earlier ones back.
   */
  hit(limits: readonly Limit[], windowMs: number): Promise<Verdict>;
  /** Counts one attempt on each key and answers every key's count in its window. */
  count(keys: readonly string[], windowMs: number): Promise<Hit[]>;
  /** Gives an attempt back (a sign-in that succeeded costs nothing). */
  refund(keys: readonly string[]): Promise<void>;
}

/** How many hits between two sweeps of ended windows. */
export const SWEEP_EVERY = 500;

interface Row extends Record<string, unknown> {
  key: string;
  count: number | string;
  retry_after: number | string;
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Fixed-window counters in the `rate_limits` table (db/schema-rate-limits.ts): one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per attempt, the same on PGlite and PostgreSQL,
 * so every instance on one PostgreSQL counts against the same limit (DESIGN §8).
 *
 * Windows run on the database's clock (`now()`), one clock for every instance; `clock` replaces
 * it (tests move time forward instead of sleeping through a window).
 */
export function createRateLimiter(db: Db, clock?: () => Date): RateLimiter {
  let hits = 0;
  /** The current time in SQL, read once a statement. */
  const now = () => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);

  const sweep = () =>
    db.execute(sql`delete from rate_limits where reset_at < ${now()}`).catch(() => {});

  const limiter: RateLimiter = {
    async hit(limits, windowMs) {
      const passed: string[] = [];
      for (const { key, max } of limits) {
        const [counted] = await limiter.count([key], windowMs);
        if (counted && counted.count > max) {
          // An attempt refused by one key does not use up the others (an office's address).
          await limiter.refund(passed);
          return { blocked: true, retryAfterSeconds: counted.retryAfterSeconds };
        }
        passed.push(key);
      }
      return { blocked: false, retryAfterSeconds: 0 };
    },

    async count(keys, windowMs) {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return [];
      const at = now();
      const window = sql`${at} + ${Math.max(1, Math.round(windowMs))} * interval '1 millisecond'`;
      const values = sql.join(
        unique.map((key) => sql`(${key}, 1, ${window})`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into rate_limits as r (key, count, reset_at) values ${values}
        on conflict (key) do update set
          count = case when r.reset_at <= ${at} then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= ${at} then excluded.reset_at else r.reset_at end
        returning r.key, r.count,
          greatest(1, ceil(extract(epoch from (r.reset_at - ${at}))))::int as retry_after`);
      hits += unique.length;
      if (hits >= SWEEP_EVERY) {
        hits = 0;
        void sweep();
      }
      return rowsOf(result).map((row) => ({
        key: row.key,
        count: Number(row.count),
        retryAfterSeconds: Number(row.retry_after),
      }));
    },

    async refund(keys) {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return;
      const list = sql.join(
        unique.map((key) => sql`${key}`),
        sql`, `,
      );
      await db.execute(sql`
        update rate_limits set count = greatest(count - 1, 0)
        where key in (${list}) and reset_at > ${now()}`);
    },
  };
  return limiter;
}
