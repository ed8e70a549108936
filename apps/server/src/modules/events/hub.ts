import { LIVE_EVENT_NAMES, LIVE_LIMITS, type LiveChange, type Role } from '@keeling/contract';
import { unbounded } from '../../db/request-scope';
import type { EventRow, UserRow } from '../../db/schema';
import type { EventsRepository } from './repository';

/** Where a stream's text goes: the hijacked HTTP response (a Writable). */
export interface StreamSink {
  write(chunk: string): boolean;
  readonly writableLength: number;
  end(): void;
  destroy(): void;
  once(event: 'close', listener: () => void): unknown;
}

/** Who a stream belongs to, as its ticket bound it. */
export interface StreamOwner {
  id: string;
  role: Role;
  tokenVersion: number;
  /** When the bearer token that asked for the ticket expires (ms since the epoch). */
  tokenExpiresAtMs: number;
}

/** Whether a user may see the events of a topic (each module adds its prefixes). */
export type TopicVisibility = (
  user: Pick<StreamOwner, 'id' | 'role'>,
  topic: string,
) => boolean | Promise<boolean>;

export interface HubSettings {
  /** A `:` comment this often keeps proxies from closing an idle stream; events are polled too. */
  heartbeatMs: number;
  /** How often expiries and users' changes (ban, role, sign-out everywhere) are checked. */
  checkMs: number;
  /** A stream whose unsent text passes this is cut (a slow client must not grow memory). */
  maxBufferBytes: number;
  streamsPerUser: number;
  /** A reconnect missing more events than this gets a reset. */
  replayMax: number;
  /** Events older than this are pruned (a reconnect from before gets a reset). */
  keepMs: number;
}

export const HUB_SETTINGS: HubSettings = {
  heartbeatMs: 25_000,
  checkMs: 1_000,
  maxBufferBytes: 256 * 1024,
  streamsPerUser: LIVE_LIMITS.streamsPerUser,
  replayMax: 1_000,
  keepMs: 24 * 60 * 60_000,
};

export interface HubDeps {
  repository: EventsRepository;
  canSee: TopicVisibility;
  loadUser(id: string): Promise<UserRow | undefined>;
  /** Grows when users change (the cache's 'users' topic): streams are checked again then. */
  usersVersion(): number;
  now(): number;
  settings: HubSettings;
  log: { warn(obj: unknown, msg?: string): void };
}

interface Stream {
  owner: StreamOwner;
  sink: StreamSink;
  /** The last event id this stream has been given or skipped. */
  lastId: number;
  open: boolean;
}

const PAGE = 500;

const changeText = (row: EventRow) => {
  const data: LiveChange = {
    topic: row.topic,
    kind: row.kind,
    entityId: row.entityId,
    version: row.entityVersion,
  };
  return `id: ${row.id}\nevent: ${LIVE_EVENT_NAMES.change}\ndata: ${JSON.stringify(data)}\n\n`;
};
/** A signal (typing, presence): passed along once, with no id (never stored, never replayed). */
export interface LiveSignal {
  /** Each receiver gets the first of these its user may see (one topic per member, say). */
  topics: string[];
  kind: string;
  entityId: string;
  version: number;
}

const signalText = (data: LiveChange) =>
  `event: ${LIVE_EVENT_NAMES.signal}\ndata: ${JSON.stringify(data)}\n\n`;

const resetText = (id: number) => `id: ${id}\nevent: ${LIVE_EVENT_NAMES.reset}\ndata: {}\n\n`;

/**
 * This instance's open streams. Events are read from the table, never taken from the
 * notification: a wake-up (a local commit, a NOTIFY from any instance, or the heartbeat's poll)
 * reads every event after the last one read, once, however many wake-ups came (bursts
 * coalesce), and gives each stream those its user may see. Opening a stream and reading new
 * events run one after the other, so a replay and the live events neither overlap nor leave a gap.
 */
export function createHub(deps: HubDeps) {
  const { repository, settings } = deps;
  const streams = new Set<Stream>();
  let cursor: number | null = null;
  let queue: Promise<void> = Promise.resolve();
  let wakePending = false;
  let lastBeat = deps.now();
  let lastPrune = 0;
  let usersVersion = deps.usersVersion();
  let timer: NodeJS.Timeout | undefined;

  // The hub's reads serve every stream, not the request that woke it: outside its query scope
  // (db/request-scope.ts), so a client that leaves does not drop them.
  const serially = (work: () => Promise<void>): Promise<void> => {
    const next = queue.then(() => unbounded(work));
    queue = next.catch((error: unknown) => deps.log.warn({ err: error }, 'live events'));
    return next;
  };

  const close = (stream: Stream, cut = false) => {
    if (!stream.open) return;
    stream.open = false;
    streams.delete(stream);
    if (cut) stream.sink.destroy();
    else stream.sink.end();
  };

  const write = (stream: Stream, text: string) => {
    if (!stream.open) return;
    stream.sink.write(text);
    if (stream.sink.writableLength > settings.maxBufferBytes) close(stream, true);
  };

  const visible = async (stream: Stream, row: Pick<EventRow, 'topic'>) =>
    stream.open && (await deps.canSee(stream.owner, row.topic));

  async function catchUp(): Promise<number> {
    if (cursor === null) cursor = (await repository.bounds()).latest ?? 0;
    for (;;) {
      const rows = await repository.after(cursor, PAGE);
      for (const row of rows) {
        for (const stream of [...streams]) {
          if (stream.lastId >= row.id) continue;
          if (await visible(stream, row)) write(stream, changeText(row));
          stream.lastId = row.id;
        }
        cursor = row.id;
      }
      if (rows.length < PAGE) return cursor;
    }
  }

  /** What a stream opened with `lastEventId` missed, or null when it needs a reset. */
  async function missed(lastEventId: number, upTo: number): Promise<EventRow[] | null> {
    if (lastEventId > upTo) return null;
    if (lastEventId === upTo) return [];
    const { oldest } = await repository.bounds();
    if (oldest === null || lastEventId + 1 < oldest) return null;
    const rows = (await repository.after(lastEventId, settings.replayMax + 1)).filter(
      (row) => row.id <= upTo,
    );
    return rows.length > settings.replayMax ? null : rows;
  }

  async function checkUsers() {
    const ids = new Set([...streams].map((stream) => stream.owner.id));
    for (const id of ids) {
      const row = await deps.loadUser(id);
      for (const stream of streams) {
        if (stream.owner.id !== id) continue;
        const ended =
          !row ||
          row.status !== 'active' ||
          row.tokenVersion !== stream.owner.tokenVersion ||
          row.role !== stream.owner.role;
        if (ended) close(stream);
      }
    }
  }

  async function tick() {
    const now = deps.now();
    // a clock set back must not hold the heartbeat until it catches up
    if (now < lastBeat) lastBeat = now;
    for (const stream of streams) if (now >= stream.owner.tokenExpiresAtMs) close(stream);
    const beat = now - lastBeat >= settings.heartbeatMs;
    const version = deps.usersVersion();
    if (beat || version !== usersVersion) {
      usersVersion = version;
      await checkUsers();
    }
    if (!beat) return;
    lastBeat = now;
    for (const stream of streams) write(stream, ':\n\n');
    hub.wake();
    if (now - lastPrune >= Math.min(settings.keepMs, 60 * 60_000)) {
      lastPrune = now;
      await repository.prune(new Date(now - settings.keepMs), new Date(now));
    }
  }

  const hub = {
    /** How many streams a user has open on this instance. */
    count: (userId: string) => [...streams].filter((s) => s.owner.id === userId).length,

    /** Whether the user may open one more stream here. */
    hasRoom: (userId: string) => hub.count(userId) < settings.streamsPerUser,

    /** Starts a stream: the missed events (or a reset), then every new one its user may see. */
    open(owner: StreamOwner, lastEventId: number | null, sink: StreamSink): Promise<void> {
      const stream: Stream = { owner, sink, lastId: Number.MAX_SAFE_INTEGER, open: true };
      streams.add(stream);
      sink.once('close', () => close(stream));
      return serially(async () => {
        const upTo = await catchUp();
        stream.lastId = upTo;
        if (!stream.open) return;
        write(stream, `retry: ${3_000 + Math.floor(Math.random() * 1_000)}\n\n`);
        if (lastEventId === null) return;
        const rows = await missed(lastEventId, upTo);
        if (rows === null) return write(stream, resetText(upTo));
        for (const row of rows) if (await visible(stream, row)) write(stream, changeText(row));
      });
    },

    /** Something committed (here or on another instance): read and send the new events. */
    wake(): void {
      if (wakePending) return;
      wakePending = true;
      void serially(async () => {
        wakePending = false;
        await catchUp();
      });
    },

    /**
     * Passes a signal to this instance's streams whose user may see one of its topics (the
     * first such topic names it), after the openings and wake-ups already asked for.
     */
    signal(signal: LiveSignal): Promise<void> {
      const { topics, ...rest } = signal;
      return serially(async () => {
        for (const stream of [...streams]) {
          for (const topic of topics) {
            if (!(await visible(stream, { topic }))) continue;
            write(stream, signalText({ topic, ...rest }));
            break;
          }
        }
      });
    },

    /** Resolves once every wake-up and opening asked for so far has run (tests). */
    settled: (): Promise<void> => queue,

    /** One round of checks (the timer runs it every `checkMs`; tests call it). */
    tick: () => serially(tick),

    start() {
      timer ??= setInterval(() => void hub.tick(), settings.checkMs);
      timer.unref();
    },

    /** Ends every stream (the server is closing). */
    stop() {
      clearInterval(timer);
      timer = undefined;
      for (const stream of [...streams]) close(stream);
    },
  };
  return hub;
}

export type Hub = ReturnType<typeof createHub>;
