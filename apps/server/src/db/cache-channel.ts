import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Cache } from '../lib/cache';

/** The PostgreSQL channel that carries cache invalidations between instances. */
export const CACHE_CHANNEL = 'keeling_writes';
export const RECONNECT_DELAY_MS = 1_000;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export interface CacheChannel {
  /** Resolves once LISTEN runs (or the first attempt failed: nothing is cached until it runs). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** `<sender>:<topic>,<topic>`: an instance skips its own (it dropped those values already). */
const encode = (sender: string, topics: readonly string[]) => `${sender}:${topics.join(',')}`;

function decode(payload: string): { sender: string; topics: string[] } {
  const at = payload.indexOf(':');
  return { sender: payload.slice(0, at), topics: payload.slice(at + 1).split(',') };
}

/**
 * Several instances on one PostgreSQL: `cache.invalidate` also sends `pg_notify` on
 * CACHE_CHANNEL through the pool, and one dedicated connection LISTENs to it, so every
 * instance drops what another one changed a few milliseconds after its commit. While that
 * connection is down, `cache.live` is false and every read goes to the database; it reconnects
 * every RECONNECT_DELAY_MS and starts from an empty cache once listening again.
 */
export function connectCacheChannel(
  connectionString: string,
  pool: pg.Pool,
  cache: Cache,
  log: Logger,
  connectTimeoutMs = 5_000,
): CacheChannel {
  const sender = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  cache.live = false;

  cache.publishTo(async (topics) => {
    try {
      await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, encode(sender, topics)]);
    } catch (error) {
      log.warn({ err: error }, `cache invalidation of ${topics.join(', ')} not sent`);
    }
  });

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    cache.live = false;
    current.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, 'cache channel lost: reading through until reconnected');
    timer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    // Bounded handshake and LISTEN: a frozen server must not hold the start-up.
    const current = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    client = current;
    current.on('notification', ({ channel, payload }) => {
      if (channel !== CACHE_CHANNEL || !payload) return;
      const message = decode(payload);
      if (message.sender !== sender) cache.receive(message.topics);
    });
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${CACHE_CHANNEL}`);
      if (client === current && !closed) cache.live = true;
    } catch (error) {
      lost(current, error as Error);
    }
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(timer);
      cache.publishTo(null);
      const current = client;
      client = null;
      cache.live = false;
      await current?.end().catch(() => {});
    },
  };
}
