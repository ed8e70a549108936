import pg from 'pg';

export const LISTEN_RECONNECT_DELAY_MS = 1_000;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export interface Listener {
  /** Resolves once LISTEN runs (or its first attempt failed; it keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  connectionString: string;
  channel: string;
  log: Logger;
  onNotify(payload: string): void;
  /** Told true once listening, false when the connection is lost (notifications may be missed). */
  onLive?(live: boolean): void;
  connectTimeoutMs?: number;
}

/**
 * One dedicated PostgreSQL connection LISTENing on `channel` (a pooled one would be handed to
 * other queries): reconnects every LISTEN_RECONNECT_DELAY_MS after it is lost, with a bounded
 * handshake so that a frozen server cannot hold the start-up.
 */
export function listenOn({
  connectionString,
  channel,
  log,
  onNotify,
  onLive = () => {},
  connectTimeoutMs = 5_000,
}: ListenOptions): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    onLive(false);
    current.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, `${channel} channel lost: reconnecting`);
    timer = setTimeout(() => void connect(), LISTEN_RECONNECT_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
      if (client === current && !closed) onLive(true);
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
      onLive(false);
      await current?.end().catch(() => {});
    },
  };
}
