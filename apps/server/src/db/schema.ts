import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const USER_ROLES = ['admin', 'editor', 'viewer'] as const;
export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** DESIGN §4 users. Email is unique case-insensitively (index on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    photoUrl: text('photo_url'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    address: text('address'),
    state: text('state'),
    city: text('city'),
    zipCode: text('zip_code'),
    about: text('about'),
    role: text('role', { enum: USER_ROLES }).notNull().default('viewer'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    isPublic: boolean('is_public').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'editor', 'viewer')`),
    check('users_status_check', sql`${t.status} in ('active', 'pending', 'banned', 'rejected')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Settings drawer choices saved per user (validated with the contract's settingsSchema). */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserSettingsRow = typeof userSettings.$inferSelect;

/** PostgreSQL full-text document; drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ARTICLE_STATUSES = ['published', 'draft'] as const;

/**
 * DESIGN §4 articles. `search` is computed by PostgreSQL: title (A), description (B) and the
 * body without tags and entities (C).
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique('articles_slug_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    coverUrl: text('cover_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    version: integer('version').notNull().default(1),
    totalViews: integer('total_views').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.search),
    // The list's order (list-query.ts): newest first, ties by creation then id, so a page
    // is read from the index and stops after `size` rows instead of sorting every match.
    index('articles_status_published_at_idx').on(
      t.status,
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('articles_published_at_idx').on(
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('articles_total_views_idx').on(
      t.totalViews.desc(),
      t.publishedAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('articles_status_check', sql`${t.status} in ('published', 'draft')`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;

/** One row per save of an article: who saved which title, description and body. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_version_idx').on(t.articleId, t.version.desc())],
);

export type ArticleRevisionRow = typeof articleRevisions.$inferSelect;

export * from './schema-travel';
export * from './schema-rate-limits';
