import { createHash, randomBytes } from 'node:crypto';
import { LIVE_LIMITS } from '@keeling/contract';
import { decodeJwt } from 'jose';
import type { Database, Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { invalidTicket } from './errors';
import {
  createHub,
  HUB_SETTINGS,
  type HubSettings,
  type StreamOwner,
  type StreamSink,
  type TopicVisibility,
} from './hub';
import { createEventsRepository, EVENTS_CHANNEL, type NewEvent, type Tx } from './repository';

export type { HubSettings, StreamSink, TopicVisibility } from './hub';
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
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),
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

  return {
    hub,

    /** Writes an event in `tx`, the transaction of the change it describes. */
    record: (tx: Tx | Db, event: NewEvent): Promise<number> => repository.insert(tx, event),

    /** Runs `work` in a transaction that may record events; wakes the streams once committed. */
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      hub.wake();
      return result;
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
      await listener?.ready;
    },

    async stop(): Promise<void> {
      hub.stop();
      await listener?.close();
      listener = undefined;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
