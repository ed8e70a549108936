import {
  PRODUCT_CURRENCIES,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
  PRODUCT_STATUSES,
  PRODUCT_TECHNOLOGIES,
  type ProductDocument,
  RETIREMENT_STATUSES,
} from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';
import { users } from './schema-users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Issue 35: the catalogue of carbon removal and avoidance credits. `search` is computed by
 * PostgreSQL: name (A), methodology and registry project id (B), the description without tags (C).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    mechanism: text('mechanism', { enum: PRODUCT_MECHANISMS }).notNull(),
    technology: text('technology', { enum: PRODUCT_TECHNOLOGIES }).notNull(),
    registry: text('registry', { enum: PRODUCT_REGISTRIES }).notNull(),
    registryProjectId: text('registry_project_id').notNull().default(''),
    methodology: text('methodology').notNull().default(''),
    country: text('country').notNull(),
    currency: text('currency', { enum: PRODUCT_CURRENCIES }).notNull(),
    permanenceYears: integer('permanence_years'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    documents: jsonb('documents').$type<ProductDocument[]>().notNull().default([]),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    example: boolean('example').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', methodology || ' ' || registry_project_id), 'B') || setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('products_search_idx').using('gin', t.search),
    index('products_status_name_idx').on(t.status, t.name),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** A product's vintages: price per tonne CO2e in minor units of the product's currency. */
export const productVintages = pgTable(
  'product_vintages',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    priceMinor: integer('price_minor').notNull(),
    tonnesAvailable: numeric('tonnes_available', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.year] })],
);

export type ProductVintageRow = typeof productVintages.$inferSelect;

/**
 * "Cover our travel" (issue 35): the team's ledger of offset credits planned or retired against
 * its travel footprint. The product's name, currency and the vintage's price are copied when
 * recorded, so the ledger reads the same after the catalogue changes or the product is deleted.
 */
export const offsetRetirements = pgTable(
  'offset_retirements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    vintage: integer('vintage').notNull(),
    tonnes: doublePrecision('tonnes').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: PRODUCT_CURRENCIES }).notNull(),
    status: text('status', { enum: RETIREMENT_STATUSES }).notNull(),
    /** The registry's serial numbers of the retired credits, as the registry writes them. */
    serialNumbers: text('serial_numbers').notNull().default(''),
    /** When retired, or planned to be. */
    retiredOn: date('retired_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('offset_retirements_date_idx').on(t.retiredOn)],
);

export type OffsetRetirementRow = typeof offsetRetirements.$inferSelect;
