import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventRow, events, eventTickets } from '../../db/schema';

/** A transaction (or the database itself) that an event is written in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The channel every instance LISTENs on; the payload is the event id (a wake-up only). */
export const EVENTS_CHANNEL = 'keeling_events';

/**
 * Event writers take this transaction-level advisory lock before they insert, so events commit
 * in the order of their ids: a reader that saw id n never misses a smaller id committed later.
 */
const EVENTS_LOCK_KEY = 0x6b65_6576; // 'keev'

export interface NewEvent {
  topic: string;
  kind: string;
  entityId: string;
  version: number;
  actorId?: string | null;
}

export interface NewTicket {
  ticketHash: string;
  userId: string;
  tokenVersion: number;
  tokenExpiresAt: Date;
  expiresAt: Date;
}

export function createEventsRepository(db: Db) {
  return {
    /** Inside the change's transaction: the row, and a notify PostgreSQL sends at commit. */
    async insert(tx: Tx | Db, event: NewEvent): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
      const [row] = await tx
        .insert(events)
        .values({
          topic: event.topic,
          kind: event.kind,
          entityId: event.entityId,
          entityVersion: event.version,
          actorId: event.actorId ?? null,
        })
        .returning({ id: events.id });
      if (!row) throw new Error('event not inserted');
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`);
      return row.id;
    },

    /**
     * Several events of one change at once (a chat message's, one per member): one lock, one
     * insert, one notify, instead of one round of each per event. Ids follow the list's order.
     */
    async insertMany(tx: Tx | Db, list: NewEvent[]): Promise<void> {
      if (list.length === 0) return;
      await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
      const rows = await tx
        .insert(events)
        .values(
          list.map((event) => ({
            topic: event.topic,
            kind: event.kind,
            entityId: event.entityId,
            entityVersion: event.version,
            actorId: event.actorId ?? null,
          })),
        )
        .returning({ id: events.id });
      const last = rows.at(-1);
      if (!last) throw new Error('events not inserted');
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(last.id)})`);
    },

    /** Events after `id`, oldest first, at most `limit`. */
    after(id: number, limit: number): Promise<EventRow[]> {
      return db.select().from(events).where(gt(events.id, id)).orderBy(asc(events.id)).limit(limit);
    },

    /** The smallest and largest ids kept (null when there is none). */
    async bounds(): Promise<{ oldest: number | null; latest: number | null }> {
      const [row] = await db
        .select({
          oldest: sql<string | null>`min(${events.id})`,
          latest: sql<string | null>`max(${events.id})`,
        })
        .from(events);
      const number = (value: string | null | undefined) => (value == null ? null : Number(value));
      return { oldest: number(row?.oldest), latest: number(row?.latest) };
    },

    /** Drops events older than `before` and tickets expired by then. */
    async prune(before: Date, now: Date): Promise<void> {
      await db.delete(events).where(lt(events.createdAt, before));
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
    },

    async insertTicket(ticket: NewTicket): Promise<void> {
      await db.insert(eventTickets).values(ticket);
    },

    /** Takes a ticket still valid at `now` once: a second call finds nothing. */
    async takeTicket(ticketHash: string, now: Date) {
      const [row] = await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.ticketHash, ticketHash), gte(eventTickets.expiresAt, now)))
        .returning();
      return row ?? null;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
