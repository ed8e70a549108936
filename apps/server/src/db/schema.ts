import {
  CO2_SOURCE_ROLES,
  type ColumnQuality,
  type DashboardItem,
  type DatasetColumn,
  type DatasetImport,
  type DatasetVersionChanges,
  type DerivedSeries,
  type KpiOptions,
} from '@keeling/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  foreignKey,
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
import { bytea } from './schema-uploads';
import { users } from './schema-users';

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

/**
 * A column of a data set's catalogue, and the header it had in the file (a refresh checks it);
 * `named`: the file's header lacks it, it was named at inspect (a field every row has beyond the
 * header's names).
 */
/**
 * A column in the catalogue: as the API shows it (its own markers optional in storage: a data
 * set imported before they existed has none), with the file's header, and `named` when the name
 * was given at inspect to a field beyond the header's.
 */
export type CatalogueColumn = Omit<DatasetColumn, 'missingMarkers'> & {
  header: string;
  named?: boolean;
  missingMarkers?: string[];
};

export const DATASET_SOURCE_VALUES = ['upload', 'url'] as const;
export const DATASET_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * DESIGN §4 datasets: the catalogue of a data set. Its rows live in their own typed table
 * (`table_name`, `ds_` and 32 hex digits), created and dropped only by modules/datasets.
 */
export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique('datasets_slug_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    source: text('source', { enum: DATASET_SOURCE_VALUES }).notNull(),
    sourceUrl: text('source_url'),
    licence: text('licence').notNull().default(''),
    citation: text('citation').notNull().default(''),
    missingMarkers: text('missing_markers').array().notNull().default(sql`'{}'::text[]`),
    columns: jsonb('columns').$type<CatalogueColumn[]>().notNull(),
    tableName: text('table_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    /** URL data sets: refreshed by the scheduler every so many hours (null: by hand only). */
    refreshIntervalHours: integer('refresh_interval_hours'),
    /** The last refresh tried, by hand or scheduled (the scheduler waits an interval after it). */
    lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true, mode: 'date' }),
    /** Why that refresh failed (null: it worked). */
    lastRefreshError: jsonb('last_refresh_error').$type<{ code: string; message: string }>(),
    /** The current version (dataset_versions.version); `table_name` is its table. */
    version: integer('version').notNull().default(1),
    /** Column keys identifying a row between versions (null: suggested at the next version). */
    keyColumns: text('key_columns').array(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('datasets_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('datasets_source_check', sql`${t.source} in ('upload', 'url')`),
    check(
      'datasets_refresh_interval_check',
      sql`${t.refreshIntervalHours} is null or (${t.source} = 'url' and ${t.refreshIntervalHours} > 0)`,
    ),
    check('datasets_table_name_check', sql`${t.tableName} ~ '^ds_[0-9a-f]{32}$'`),
  ],
);

export type DatasetRow = typeof datasets.$inferSelect;
export type NewDatasetRow = typeof datasets.$inferInsert;

/**
 * Files inspected and waiting for their import (modules/datasets/staging.ts): who staged them
 * and how many bytes (the quotas), what the inspection found. The bytes are on the instance's
 * disk; on PostgreSQL also in `dataset_staging_chunks`, so any instance can import them.
 */
export const datasetStaging = pgTable(
  'dataset_staging',
  {
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Reserved while the upload comes in, then the file's size. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** An import of it is under way (two creates of one file at once: the second is refused). */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('dataset_staging_id_check', sql`${t.id} ~ '^[a-f0-9]{32}$'`),
    index('dataset_staging_owner_idx').on(t.ownerId),
  ],
);

/** A staged file's bytes, in order, for the other instances (PostgreSQL only). */
export const datasetStagingChunks = pgTable(
  'dataset_staging_chunks',
  {
    stagingId: text('staging_id')
      .notNull()
      .references(() => datasetStaging.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stagingId, t.seq] })],
);

export const DATASET_VERSION_ORIGIN_VALUES = ['import', 'upload', 'refresh'] as const;

/**
 * A data set's versions: the first import, each upload of a new version and each refresh. The
 * last few keep their table (`table_name`), so they can be restored; older ones keep only their
 * record (`table_name` null). `changes` compares it with the version it replaced.
 */
export const datasetVersions = pgTable(
  'dataset_versions',
  {
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    origin: text('origin', { enum: DATASET_VERSION_ORIGIN_VALUES }).notNull(),
    tableName: text('table_name'),
    rowCount: integer('row_count').notNull(),
    columns: jsonb('columns').$type<CatalogueColumn[]>().notNull(),
    changes: jsonb('changes').$type<DatasetVersionChanges>(),
    /** Per column what the import read (parsed, missing, rejected); null before it was kept. */
    quality: jsonb('quality').$type<ColumnQuality[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.version] }),
    check('dataset_versions_origin_check', sql`${t.origin} in ('import', 'upload', 'refresh')`),
    check(
      'dataset_versions_table_name_check',
      sql`${t.tableName} is null or ${t.tableName} ~ '^ds_[0-9a-f]{32}$'`,
    ),
  ],
);

export type DatasetVersionRow = typeof datasetVersions.$inferSelect;

/**
 * A kept version's original file, gzipped, in numbered pieces: its columns can be read again
 * with other types or markers (fixing after import), its rejected rows listed. Dropped with the
 * version's table.
 */
export const datasetVersionSources = pgTable(
  'dataset_version_sources',
  {
    datasetId: uuid('dataset_id').notNull(),
    version: integer('version').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.version, t.seq] }),
    foreignKey({
      columns: [t.datasetId, t.version],
      foreignColumns: [datasetVersions.datasetId, datasetVersions.version],
      name: 'dataset_version_sources_version_fk',
    }).onDelete('cascade'),
  ],
);

/** Progress of a data-set import (create or refresh), polled while it runs. */
export const datasetImports = pgTable(
  'dataset_imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATASET_IMPORT_STATUSES }).notNull().default('running'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    error: jsonb('error').$type<DatasetImport['error']>(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * PostgreSQL: written now and then by the process running the import; a running import
     * whose last sign of life is old was cut by a crash (DATASET_IMPORT_STALE_MS).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('dataset_imports_started_at_idx').on(t.startedAt.desc()),
    check('dataset_imports_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

export type DatasetImportRow = typeof datasetImports.$inferSelect;

/** DESIGN §4 charts: a saved query over one data set (modules/charts). */
export const charts = pgTable(
  'charts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    xColumn: text('x_column').notNull(),
    yColumns: text('y_columns').array().notNull().default(sql`'{}'::text[]`),
    seriesColumn: text('series_column'),
    seriesValues: text('series_values').array().notNull().default(sql`'{}'::text[]`),
    aggregation: text('aggregation').notNull().default('none'),
    grain: text('grain').notNull().default('none'),
    rangeFrom: text('range_from'),
    rangeTo: text('range_to'),
    unit: text('unit').notNull().default(''),
    /** A derived series (moving average, year-on-year change, ratio to a second data set). */
    derived: jsonb('derived').$type<DerivedSeries>(),
    /** A KPI card's options (comparison, up is bad, sparkline points). */
    kpi: jsonb('kpi').$type<KpiOptions>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('charts_dataset_id_idx').on(t.datasetId)],
);

export type ChartRow = typeof charts.$inferSelect;
export type NewChartRow = typeof charts.$inferInsert;

/** DESIGN §4 dashboards: charts composed under a slug (modules/dashboards). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<DashboardItem[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // A slug is one whatever its case (`/dashboard/project/co2` opens `Co2`): unique ignoring case,
  // so two saves at once of `race-x` and `RACE-X` cannot both land.
  (t) => [uniqueIndex('dashboards_slug_lower_key').on(sql`lower(${t.slug})`)],
);

export type DashboardRow = typeof dashboards.$inferSelect;
export type NewDashboardRow = typeof dashboards.$inferInsert;

/**
 * The data set behind each part of the CO2 page (modules/co2): chosen in the page's settings,
 * found by id (a data set's slug may change). Its data set deleted, the part is empty.
 */
export const co2Sources = pgTable(
  'co2_sources',
  {
    role: text('role', { enum: CO2_SOURCE_ROLES }).primaryKey(),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('co2_sources_role_check', sql`${t.role} in ('monthly', 'annual', 'growth', 'emissions')`),
  ],
);

export type Co2SourceRow = typeof co2Sources.$inferSelect;
export * from './schema-calendar';
export * from './schema-chat';
export * from './schema-events';
export * from './schema-kanban';
export * from './schema-mail';
export * from './schema-products';
export * from './schema-rate-limits';
export * from './schema-travel';
export * from './schema-uploads';
export * from './schema-users';

/**
 * Public read-only links to a dashboard (issue 34 item 7): a random token anyone with the link
 * uses, signed out, to read that dashboard and its charts. Revoking deletes the row; a dashboard
 * deleted takes its links.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    token: text('token').notNull().unique('public_links_token_key'),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Origins allowed to show the view in a frame (CSP `frame-ancestors`); none: no framing. */
    frameAncestors: jsonb('frame_ancestors').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('public_links_dashboard_idx').on(t.dashboardId)],
);

export type PublicLinkRow = typeof publicLinks.$inferSelect;

/** Notes on a data set's time ranges (issue 34 item 5), drawn on its charts. */
export const datasetAnnotations = pgTable(
  'dataset_annotations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('dataset_annotations_dataset_idx').on(t.datasetId),
    check('dataset_annotations_range_check', sql`${t.fromDay} <= ${t.toDay}`),
  ],
);

export type DatasetAnnotationRow = typeof datasetAnnotations.$inferSelect;
