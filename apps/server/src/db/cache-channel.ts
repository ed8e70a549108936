import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Cache } from '../lib/cache';
import { LISTEN_RECONNECT_DELAY_MS, listenOn } from './listen';

/** The PostgreSQL channel that carries cache invalidations between instances. */
export const CACHE_CHANNEL = 'keeling_writes';
export const RECONNECT_DELAY_MS = LISTEN_RECONNECT_DELAY_MS;

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
  let closed = false;
  cache.live = false;

  cache.publishTo(async (topics) => {
    try {
      await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, encode(sender, topics)]);
    } catch (error) {
      log.warn({ err: error }, `cache invalidation of ${topics.join(', ')} not sent`);
    }
  });

  const listener = listenOn({
    connectionString,
    channel: CACHE_CHANNEL,
    log,
    connectTimeoutMs,
    onNotify: (payload) => {
      if (!payload) return;
      const message = decode(payload);
      if (message.sender !== sender) cache.receive(message.topics);
    },
    onLive: (live) => {
      cache.live = live && !closed;
    },
  });

  return {
    ready: listener.ready,
    async close() {
      closed = true;
      cache.publishTo(null);
      cache.live = false;
      await listener.close();
    },
  };
}
