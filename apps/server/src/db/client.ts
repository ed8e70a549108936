import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { Cache } from '../lib/cache';
import { connectCacheChannel } from './cache-channel';
import { type Listener, listenOn } from './listen';
import { PgliteWorkerClient } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: every query goes through drizzle's PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: DatabaseConfig['kind'];
  db: Db;
  /**
   * A pg pool for work that needs one session and may take long (PostgreSQL only): migration
   * locks, data-set COPY. Requests go through `db`, whose own pool bounds every statement.
   */
  pool?: pg.Pool;
  /** Values read from this database, dropped by the services that write (lib/cache.ts). */
  cache: Cache;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection, so that what another
   * instance commits wakes this one (the live events, modules/events). PGlite is one process.
   */
  listen?: (channel: string, onNotify: () => void) => Listener;
  close(): Promise<void>;
}

/**
 * What services read and write through: the queries and the cache their writes invalidate, and
 * on PostgreSQL the unbounded pool for long work (imports, the background lock).
 */
export type DbAndCache = Pick<Database, 'db' | 'cache' | 'pool' | 'listen'>;

interface Logger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/**
 * Without an 'error' listener, an idle client losing its connection (PostgreSQL restart,
 * failover) emits an unhandled 'error' and kills the process. Log it; the pool reconnects.
 */
const errorText = (obj: unknown, msg?: string) =>
  `${msg ?? 'error'}: ${(obj as { err?: Error }).err?.message ?? String(obj)}`;
const consoleLogger: Logger = {
  error: (obj, msg) => console.error(errorText(obj, msg)),
  warn: (obj, msg) => console.warn(errorText(obj, msg)),
};

export function attachPoolErrorListener(
  pool: pg.Pool,
  log: Pick<Logger, 'error'> = consoleLogger,
): void {
  pool.on('error', (error) => {
    log.error({ err: error }, 'PostgreSQL pool client error (connection will be replaced)');
  });
  // pg-pool listens to a client's errors only while it is idle: one checked out (a transaction
  // between two statements) that loses its connection would emit an unhandled 'error' and kill
  // the process. Its next query fails instead, and release(error) drops it.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log.error({ err: error }, 'PostgreSQL connection lost while in use');
    });
  });
}

/**
 * How long a request may wait on PostgreSQL (DESIGN §3): for a pooled connection, for a
 * statement (server side, `statement_timeout`) and for an answer (client side, `query_timeout`:
 * a frozen server sends none). Past them the request is a 503 `common.unavailable`.
 */
export interface PgTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
}

export const PG_TIMEOUTS: PgTimeouts = { connectMs: 5_000, statementMs: 10_000, queryMs: 12_000 };

export async function openDatabase(
  config: DatabaseConfig,
  log: Logger = consoleLogger,
  timeouts: PgTimeouts = PG_TIMEOUTS,
): Promise<Database> {
  if (config.kind === 'postgres') {
    const common = {
      connectionString: config.url,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: 30_000,
    };
    // Requests (every drizzle query): bounded, so a frozen server cannot hold them.
    const requests = new pg.Pool({
      ...common,
      max: 10,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
    });
    // Work that takes its time on one session (migrations, data-set COPY): no statement bound.
    const pool = new pg.Pool({ ...common, max: 4 });
    attachPoolErrorListener(requests, log);
    attachPoolErrorListener(pool, log);
    const db = drizzlePg({ client: requests, schema }) as unknown as Db;
    const cache = new Cache();
    const channel = connectCacheChannel(config.url, requests, cache, log, timeouts.connectMs);
    await channel.ready;
    const close = async () => {
      await channel.close();
      await Promise.all([requests.end(), pool.end()]);
    };
    const listen = (channel: string, onNotify: () => void) =>
      listenOn({
        connectionString: config.url,
        channel,
        log,
        onNotify,
        connectTimeoutMs: timeouts.connectMs,
      });
    return { kind: 'postgres', db, pool, cache, listen, close };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return openPgliteWorker({ dataDir: config.dataDir });
}

/**
 * PGlite in a worker thread (DESIGN §3: a long query must not block the event loop); the
 * production path. Closing flushes it to disk and ends the worker.
 */
export async function openPgliteWorker(
  options: Parameters<typeof PgliteWorkerClient.open>[0],
): Promise<Database> {
  const client = await PgliteWorkerClient.open(options);
  return fromPglite(client as unknown as PGlite);
}

/** Wraps an open PGlite instance (in this thread or a worker); closing flushes it to disk. */
export async function fromPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    cache: new Cache(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
