import type { ItemRef } from '@keeling/contract';
import { CHAT_KINDS, CHAT_MEMBER_ROLES, CHAT_PRESENCE_STATES } from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';
import { users } from './schema-users';

/**
 * Team chat (issue 33). A conversation numbers its messages 1, 2, 3… (`last_seq`, taken under
 * the conversation's row lock): the history is paged by that number and a member's read position
 * is one. A direct conversation has `direct_key`, its two people's ids in order, made once.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: CHAT_KINDS }).notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_key_idx').on(t.directKey),
    check('chat_conversations_kind_check', sql`${t.kind} in ('direct', 'group')`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_MEMBER_ROLES }).notNull().default('member'),
    /** The sequence number of the last message read. */
    readSeq: integer('read_seq').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    replyToId: uuid('reply_to_id'),
    /** Files the upload service stored (`file`: its stored name) and the names shown. */
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A Keeling item the message points to (`{ type, id }`, decision 0069), or null. */
    item: jsonb('item').$type<ItemRef>(),
    /** The sender's id for the send: a retry finds the message it made. */
    clientId: text('client_id'),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.authorId, t.clientId),
    index('chat_messages_search_idx').using('gin', sql`to_tsvector('simple', ${t.body})`),
  ],
);

/**
 * What a member's tab last reported (never a message): `active` or `away`, or `offline` when it
 * closed, and `busy` as set by hand. Silent past CHAT_TIMINGS.presenceTtlMs means offline.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CHAT_PRESENCE_STATES }).notNull(),
    busy: boolean('busy').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('chat_presence_state_check', sql`${t.state} in ('active', 'away', 'offline')`)],
);

/** An attachment as kept: the upload's stored name and the sender's file name. */
export interface StoredAttachment {
  file: string;
  name: string;
}

export type ChatPresenceRow = typeof chatPresence.$inferSelect;
export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
