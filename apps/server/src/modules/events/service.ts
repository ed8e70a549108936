import { createHash, randomBytes } from 'node:crypto';
import { LIVE_LIMITS } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { z } from 'zod/mini';
import type { Database, Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { invalidTicket } from './errors';
import {
  createHub,
  HUB_SETTINGS,
  type HubSettings,
  type LiveSignal,
  type StreamOwner,
  type StreamSink,
  type TopicVisibility,
} from './hub';
import { createEventsRepository, EVENTS_CHANNEL, type NewEvent, type Tx } from './repository';

export type { HubSettings, LiveSignal, StreamSink, TopicVisibility } from './hub';

/** The channel that carries signals (typing, presence) to every instance; nothing is stored. */
export const SIGNALS_CHANNEL = 'keeling_signals';

/** Topics a notification carries at most: its payload must stay under PostgreSQL's 8,000 bytes. */
const TOPICS_PER_NOTIFY = 40;

const signalPayloadSchema = z.object({
  topics: z.array(z.string()),
  kind: z.string(),
  entityId: z.string(),
  version: z.int(),
});

export { HUB_SETTINGS } from './hub';
export type { NewEvent, Tx } from './repository';

/**
 * Who sees a topic's events: `user:<id>` that user, `team` every signed-in member, `role:<role>`
 * that role. A module adds its own prefixes (`board:`…) through `visibility`; an unknown topic
 * is seen by no one.
 */
export const baseVisibility: TopicVisibility = (user, topic) => {
  if (topic === 'team') return true;
  if (topic.startsWith('user:')) return topic.slice(5) === user.id;
  if (topic.startsWith('role:')) return topic.slice(5) === user.role;
  return false;
};

/**
 * Writes events with no stream of its own (the seed, a script): running servers hear of them
 * by NOTIFY (PostgreSQL) or their heartbeat's poll.
 */
export function createEventWriter(db: Db) {
  const repository = createEventsRepository(db);
  return {
    record: (tx: Tx | Db, event: NewEvent): Promise<number> => repository.insert(tx, event),
    recordMany: (tx: Tx | Db, list: NewEvent[]): Promise<void> => repository.insertMany(tx, list),
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),
    /** Signals are for open streams; a process without any (the seed) has no one to tell. */
    signal: (_signal: LiveSignal): Promise<void> => Promise.resolve(),
  };
}

export interface EventsServiceDeps {
  db: Db;
  cache: Cache;
  /** PostgreSQL: LISTEN, so that every instance hears every commit. */
  listen?: Database['listen'];
  loadUser(id: string): Promise<UserRow | undefined>;
  /** Extra topics (modules' own), consulted after `baseVisibility`. */
  visibility?: TopicVisibility;
  settings?: Partial<HubSettings>;
  now?: () => number;
  log?: { warn(obj: unknown, msg?: string): void };
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The live layer (issue 31): a writer records its events inside its own transaction with
 * `record` (or runs it through `transaction`, which also wakes this instance's streams once it
 * committed); PostgreSQL's NOTIFY, sent at commit only, wakes every other instance. Streams are
 * opened with a single-use ticket bound to the user and their token version.
 */
export function createEventsService({
  db,
  cache,
  listen,
  loadUser,
  visibility = () => false,
  settings = {},
  now = Date.now,
  log = console,
}: EventsServiceDeps) {
  const repository = createEventsRepository(db);
  const hubSettings = { ...HUB_SETTINGS, ...settings };
  const hub = createHub({
    repository,
    canSee: async (user, topic) => (await baseVisibility(user, topic)) || visibility(user, topic),
    loadUser,
    usersVersion: () => cache.version(['users']),
    now,
    settings: hubSettings,
    log,
  });
  let listener: ReturnType<NonNullable<Database['listen']>> | undefined;
  let signalListener: ReturnType<NonNullable<Database['listen']>> | undefined;

  const heardSignal = (payload: string) => {
    try {
      const signal = signalPayloadSchema.safeParse(JSON.parse(payload));
      if (signal.success) void hub.signal(signal.data);
    } catch (error) {
      log.warn({ err: error }, 'unreadable live signal');
    }
  };

  return {
    hub,

    /** Writes an event in `tx`, the transaction of the change it describes. */
    record: (tx: Tx | Db, event: NewEvent): Promise<number> => repository.insert(tx, event),

    /** Writes several events of one change in `tx` with one insert (one per member, say). */
    recordMany: (tx: Tx | Db, list: NewEvent[]): Promise<void> => repository.insertMany(tx, list),

    /** Runs `work` in a transaction that may record events; wakes the streams once committed. */
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      hub.wake();
      return result;
    },

    /**
     * Passes a signal (typing, presence) to the streams that may see it, on every instance:
     * on PostgreSQL as a NOTIFY each instance hears (this one included), on PGlite (one
     * process) directly. Never stored: a stream that is not open misses it.
     */
    async signal(signal: LiveSignal): Promise<void> {
      if (!listen) return hub.signal(signal);
      for (let at = 0; at < signal.topics.length; at += TOPICS_PER_NOTIFY) {
        const payload = JSON.stringify({
          ...signal,
          topics: signal.topics.slice(at, at + TOPICS_PER_NOTIFY),
        });
        await db.execute(sql`select pg_notify(${SIGNALS_CHANNEL}, ${payload})`);
      }
    },

    /** A ticket for the bearer `token` of `user`, good once within LIVE_LIMITS.ticketSeconds. */
    async issueTicket(user: UserRow, token: string): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + LIVE_LIMITS.ticketSeconds * 1000);
      const exp = decodeJwt(token).exp;
      await repository.insertTicket({
        ticketHash: hashOf(ticket),
        userId: user.id,
        tokenVersion: user.tokenVersion,
        tokenExpiresAt: new Date((exp ?? 0) * 1000),
        expiresAt,
      });
      return { ticket, expiresAt };
    },

    /** Who a ticket opens a stream for, once; 401 when it is unknown, used, expired or revoked. */
    async redeemTicket(ticket: string): Promise<StreamOwner> {
      const row = await repository.takeTicket(hashOf(ticket), new Date(now()));
      if (!row) throw invalidTicket();
      const user = await loadUser(row.userId);
      const current =
        user?.status === 'active' &&
        user.tokenVersion === row.tokenVersion &&
        row.tokenExpiresAt.getTime() > now();
      if (!user || !current) throw invalidTicket();
      return {
        id: user.id,
        role: user.role,
        tokenVersion: row.tokenVersion,
        tokenExpiresAtMs: row.tokenExpiresAt.getTime(),
      };
    },

    open: (owner: StreamOwner, lastEventId: number | null, sink: StreamSink) =>
      hub.open(owner, lastEventId, sink),

    /** Starts the checks and, on PostgreSQL, listening to the other instances' commits. */
    async start(): Promise<void> {
      hub.start();
      listener ??= listen?.(EVENTS_CHANNEL, () => hub.wake());
      signalListener ??= listen?.(SIGNALS_CHANNEL, heardSignal);
      await Promise.all([listener?.ready, signalListener?.ready]);
    },

    async stop(): Promise<void> {
      hub.stop();
      await Promise.all([listener?.close(), signalListener?.close()]);
      listener = undefined;
      signalListener = undefined;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
