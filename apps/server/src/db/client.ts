import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: every query goes through drizzle's PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** The pg pool (PostgreSQL only), for work that needs one session such as migration locks. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

/**
 * Without an 'error' listener, an idle client losing its connection (PostgreSQL restart,
 * failover) emits an unhandled 'error' and kills the process. Log it; the pool reconnects.
 */
const consoleLogger: Logger = {
  error: (obj, msg) => {
    const err = (obj as { err?: Error }).err;
    console.error(`${msg ?? 'error'}: ${err?.message ?? String(obj)}`);
  },
};

export function attachPoolErrorListener(pool: pg.Pool, log: Logger = consoleLogger): void {
  pool.on('error', (error) => {
    log.error({ err: error }, 'PostgreSQL pool client error (connection will be replaced)');
  });
}

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    attachPoolErrorListener(pool, log);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
  return fromPglite(client);
}

/** Wraps an open PGlite instance; closing flushes it to disk. */
export async function fromPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
