import type { ItemRef } from '@keeling/contract';
import { KANBAN_PRIORITIES, type KanbanLabelColor } from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';
import { users } from './schema-users';

/**
 * Team boards (issue 31). Columns and cards are ordered by `position`, a fractional index
 * (fractional-indexing): a move writes one key between its neighbours', never the others'.
 * Keys compare by code unit (sorted in JS: the database's collation may not be bytewise).
 */
export const kanbanBoards = pgTable('kanban_boards', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The board's labels, each with its colour; cards carry the names. */
  labels: jsonb('labels')
    .$type<{ name: string; color: KanbanLabelColor }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Only its members (and its maker, and admins) see a members-only board and its events. */
  membersOnly: boolean('members_only').notNull().default(false),
  memberIds: uuid('member_ids').array().notNull().default(sql`'{}'::uuid[]`),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const kanbanColumns = pgTable(
  'kanban_columns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('kanban_columns_board_idx').on(t.boardId)],
);

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    /** Null once the card's column was deleted with its cards archived. */
    columnId: uuid('column_id').references(() => kanbanColumns.id, { onDelete: 'set null' }),
    position: text('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeIds: uuid('assignee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority', { enum: KANBAN_PRIORITIES }).notNull().default('medium'),
    checklist: jsonb('checklist')
      .$type<{ id: string; text: string; done: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attachments: jsonb('attachments')
      .$type<{ url: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Links to Keeling items (`ItemRef`s), read back through the items module. */
    links: jsonb('links').$type<ItemRef[]>().notNull().default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('kanban_cards_column_idx').on(t.columnId),
    index('kanban_cards_board_idx').on(t.boardId),
    check('kanban_cards_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
  ],
);

/** Comments on a card, oldest first; removed with their card. */
export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('kanban_comments_card_idx').on(t.cardId, t.createdAt)],
);

export type KanbanBoardRow = typeof kanbanBoards.$inferSelect;
export type KanbanColumnRow = typeof kanbanColumns.$inferSelect;
export type KanbanCardRow = typeof kanbanCards.$inferSelect;
