import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-users';

/**
 * The live layer's outbox (issue 31): one row per change, written in the transaction that makes
 * the change, so a rolled-back change leaves none. It says what changed (kind, entity id,
 * version) and under which topic (`user:<id>`, `team`, later `board:<id>`…), never the entity:
 * each stream checks the topic against its user and the browser refetches. Ids are the
 * `Last-Event-ID` of the stream; rows are kept for a window (modules/events), then pruned.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    entityVersion: integer('entity_version').notNull().default(0),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('events_created_at_idx').on(t.createdAt)],
);

export type EventRow = typeof events.$inferSelect;

/**
 * Single-use tickets that open an event stream (the browser's EventSource cannot send the bearer
 * token): only the SHA-256 of the ticket is kept, bound to the user and the token version of the
 * bearer token that asked for it, and to that token's expiry.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('event_tickets_expires_at_idx').on(t.expiresAt)],
);
