import pg from 'pg';
import type { WriteVersions } from './write-versions';

/** The channel a trigger on every table notifies at commit (migration 0004_notify_writes). */
export const WRITES_CHANNEL = 'keeling_writes';
export const RECONNECT_DELAY_MS = 1_000;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export interface WriteListener {
  /** Resolves once LISTEN runs (or the first attempt failed: caches stay off until it runs). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL with several instances: each one keeps a connection that LISTENs on
 * WRITES_CHANNEL and bumps the written table's version, so caches (signed-in users, blog
 * reads) drop what another instance changed, a few milliseconds after its commit. While the
 * connection is down, `writes.live` is false and every cache reads through; it reconnects
 * every RECONNECT_DELAY_MS and invalidates everything once listening again.
 */
export function listenForWrites(
  connectionString: string,
  writes: WriteVersions,
  log: Logger,
): WriteListener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  writes.live = false;

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    writes.live = false;
    current.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, 'write notifications lost: caches off until reconnected');
    timer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL && message.payload) writes.bump(message.payload);
    });
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${WRITES_CHANNEL}`);
      if (client === current && !closed) writes.live = true;
    } catch (error) {
      lost(current, error as Error);
    }
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      writes.live = false;
      await current?.end().catch(() => {});
    },
  };
}
