import type { Database } from './client';

/** Runs background work in one instance at a time; answers whether it ran here. */
export type BackgroundLock = (work: () => Promise<void>) => Promise<boolean>;

/**
 * On PostgreSQL, `work` runs only while this instance holds `pg_try_advisory_lock(key)` on one
 * connection of the unbounded pool, taken for the run and released after it: of the instances
 * on one database that try at once, one runs it and the others skip (they do not wait). Should
 * the connection drop, PostgreSQL releases the lock with it. PGlite is one process: it runs.
 */
export function advisoryLock(database: Pick<Database, 'pool'>, key: number): BackgroundLock {
  return async (work) => {
    const { pool } = database;
    if (!pool) {
      await work();
      return true;
    }
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      if (!rows[0]?.locked) return false;
      try {
        await work();
        return true;
      } finally {
        // An unlock that fails drops the connection, and the lock with it.
        await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      client.release(broken);
    }
  };
}
