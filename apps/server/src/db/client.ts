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
import { type PgliteBounds, PgliteWorkerClient } from './pglite-worker-client';
import { currentScope, QueryAbandonedError } from './request-scope';
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
  listen?: (channel: string, onNotify: (payload: string) => void) => Listener;
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

/**
 * The request pool: a query run for a request whose client goes away (db/request-scope.ts) is
 * cancelled on the server (`pg_cancel_backend` from a connection of its own), not left to run to
 * the statement bound. The connection is given back only once the cancel has been delivered, so
 * a late cancel cannot hit the next request's statement (an idle backend ignores it).
 */
export class CancellingPool extends pg.Pool {
  readonly #cancelWith: pg.ClientConfig;

  constructor(config: pg.PoolConfig, cancelWith: pg.ClientConfig) {
    super(config);
    this.#cancelWith = cancelWith;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query has many overloads
  override query(...args: any[]): any {
    const scope = currentScope();
    // callbacks and submittables (streams) keep pg-pool's own path
    const plain = typeof args.at(-1) !== 'function' && typeof args[0]?.submit !== 'function';
    if (!scope || !plain) return (super.query as Function).apply(this, args);
    return this.#cancellable(scope.signal, args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the arguments of pg's query
  async #cancellable(signal: AbortSignal, args: any[]): Promise<unknown> {
    if (signal.aborted) throw new QueryAbandonedError();
    const client = await this.connect();
    if (signal.aborted) {
      client.release();
      throw new QueryAbandonedError();
    }
    const pid = (client as unknown as { processID: number }).processID;
    let cancelling: Promise<void> | undefined;
    const onAbort = () => {
      cancelling = cancelBackend(this.#cancelWith, pid);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    let failure: Error | undefined;
    try {
      return await (client.query as Function).apply(client, args);
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      await cancelling;
      // as pg-pool's own query does: a client whose query failed is not reused
      client.release(failure);
    }
  }
}

/** Cancels what backend `pid` runs, from a short connection of its own (never throws). */
async function cancelBackend(config: pg.ClientConfig, pid: number): Promise<void> {
  const client = new pg.Client(config);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_cancel_backend($1)', [pid]);
  } catch {
    // the statement runs on to its bound
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(
  config: DatabaseConfig,
  log: Logger = consoleLogger,
  timeouts: PgTimeouts = PG_TIMEOUTS,
  pgliteBounds?: PgliteBounds,
): Promise<Database> {
  if (config.kind === 'postgres') {
    const common = {
      connectionString: config.url,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: 30_000,
    };
    // Requests (every drizzle query): bounded, so a frozen server cannot hold them.
    const requests = new CancellingPool(
      {
        ...common,
        max: 10,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.queryMs,
      },
      { connectionString: config.url, connectionTimeoutMillis: timeouts.connectMs },
    );
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
    const listen = (channel: string, onNotify: (payload: string) => void) =>
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
  return openPgliteWorker({
    dataDir: config.dataDir,
    ...(pgliteBounds ? { bounds: pgliteBounds } : {}),
    onRestart: ({ sql, ms }) =>
      log.warn(
        { err: new Error(`${ms.toFixed(0)} ms: ${sql.slice(0, 200)}`) },
        'A request query ran past its bound: PGlite was reopened',
      ),
  });
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
