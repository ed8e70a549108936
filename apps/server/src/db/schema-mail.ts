import { KANBAN_LABEL_COLORS, ROLES } from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { users } from './schema-users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Issue 35: a mail as sent, once. `search` is computed by PostgreSQL: subject (A), the sender's
 * name as it was when sent (B), the body without tags (C).
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The first mail's id; a reply or forward takes its parent's. */
    threadId: uuid('thread_id').notNull(),
    replyToId: uuid('reply_to_id'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The roles it was addressed to, as written (resolved into copies when sent). */
    roles: text('roles', { enum: ROLES }).array().notNull().default(sql`'{}'::text[]`),
    /** Files of the upload service: `{ url, name }` each. */
    attachments: jsonb('attachments')
      .$type<{ url: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', subject), 'A') || setweight(to_tsvector('simple', sender_name), 'B') || setweight(to_tsvector('english', regexp_replace(body, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('mails_search_idx').using('gin', t.search),
    index('mails_thread_idx').on(t.threadId),
  ],
);

export type MailRow = typeof mails.$inferSelect;

/** Who a mail was addressed to (to or cc), after roles were resolved. */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['to', 'cc'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.userId] })],
);

/**
 * A person's copy of a mail: `box` inbox (received) or sent; its own read, starred, important
 * and trash state. A person reads a mail only through a copy of it (docs/security.md).
 */
export const mailCopies = pgTable(
  'mail_copies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    box: text('box', { enum: ['inbox', 'sent'] }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mailId, t.box] }),
    index('mail_copies_user_box_idx').on(t.userId, t.box),
  ],
);

export type MailCopyRow = typeof mailCopies.$inferSelect;

/**
 * A mail being written, its author's only (issue 35): saved as they type, resumed from the drafts
 * box, removed when it is sent. `version` guards against a stale save from another tab (409).
 */
export const mailDrafts = pgTable(
  'mail_drafts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    to: uuid('to').array().notNull().default(sql`'{}'::uuid[]`),
    cc: uuid('cc').array().notNull().default(sql`'{}'::uuid[]`),
    roles: text('roles', { enum: ROLES }).array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull().default(''),
    /** Sanitised HTML, as a sent mail's. */
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<{ url: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replyToId: uuid('reply_to_id').references(() => mails.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_drafts_user_idx').on(t.userId, t.updatedAt)],
);

export type MailDraftRow = typeof mailDrafts.$inferSelect;

/** The team's labels (made by admins, coloured); each person applies them to their own copies. */
export const mailTeamLabels = pgTable(
  'mail_team_labels',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    color: text('color', { enum: KANBAN_LABEL_COLORS }).notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_team_labels_name_idx').on(sql`lower(${t.name})`)],
);

/** A team label on a person's copy of a mail (their own: others do not see it). */
export const mailCopyLabels = pgTable(
  'mail_copy_labels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => mailTeamLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mailId, t.labelId] }),
    index('mail_copy_labels_label_idx').on(t.labelId, t.userId),
  ],
);

/**
 * A person's mail settings: `emailNotices` asks for a short e-mail ("you have a message", a
 * link, never the body) when a mail arrives, sent only when the server has SMTP settings.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotices: boolean('email_notices').notNull().default(false),
});
