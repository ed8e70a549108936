import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import type { QueryOptions } from '../../db/pglite-worker-client';
import { unbounded } from '../../db/request-scope';
import * as schema from '../../db/schema';
import { copySql } from './physical-table';

/** One transaction of an import: DDL, COPY and catalogue writes commit or roll back together. */
export interface LoadSession {
  /** Drizzle on the transaction's connection. */
  db: Db;
  /** A statement without parameters (DDL on generated identifiers). */
  exec(sql: string): Promise<void>;
  /** Appends rows given as CSV (`_row` first, then `keys`) with COPY. */
  copyCsv(table: string, keys: readonly string[], csv: Buffer): Promise<void>;
}

export interface BulkLoader {
  kind: 'postgres' | 'pglite';
  transaction<T>(fn: (session: LoadSession) => Promise<T>): Promise<T>;
}

/** What PGlite (in this thread or in the worker) offers inside a transaction. */
interface PgliteTx {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}
interface PgliteLike {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

/** PostgreSQL: one pooled connection, `COPY … FROM STDIN` through pg-copy-streams. */
function postgresLoader(pool: pg.Pool): BulkLoader {
  return {
    kind: 'postgres',
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const session: LoadSession = {
          db: drizzlePg({ client, schema }) as unknown as Db,
          exec: async (sql) => {
            await client.query(sql);
          },
          copyCsv: async (table, keys, csv) => {
            await pipeline(
              Readable.from([csv]),
              client.query(copyFrom(copySql(table, keys, 'STDIN'))),
            );
          },
        };
        try {
          const result = await fn(session);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((e: Error) => {
            broken = e;
          });
          throw error;
        }
      } finally {
        client.release(broken);
      }
    },
  };
}

/**
 * PGlite: its own transaction, `COPY … FROM '/dev/blob'` with the rows as a Blob; outside any
 * request bound (db/request-scope.ts), as PostgreSQL's unbounded pool.
 */
function pgliteLoader(client: PgliteLike): BulkLoader {
  return {
    kind: 'pglite',
    transaction: (fn) =>
      unbounded(() =>
        client.transaction((tx) =>
          fn({
            db: drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db,
            exec: async (sql) => {
              await tx.query(sql);
            },
            copyCsv: async (table, keys, csv) => {
              await tx.query(copySql(table, keys, "'/dev/blob'"), [], { blob: new Blob([csv]) });
            },
          }),
        ),
      ),
  };
}

/**
 * The loader for the driver behind `db` (a pg pool, or PGlite in a worker or in this thread).
 * On PostgreSQL, `pool` (Database.pool, no statement_timeout) carries the load: `db`'s own pool
 * bounds each statement for requests, which would cut a large import's COPY.
 */
export function createBulkLoader(db: Db, pool?: pg.Pool): BulkLoader {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return postgresLoader(pool ?? client);
  if (client && typeof (client as PgliteLike).transaction === 'function') {
    return pgliteLoader(client as PgliteLike);
  }
  throw new Error('Unsupported database client for bulk loading');
}
