import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL keeps them (a Buffer in Node). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded images when the database is a PostgreSQL server (DESIGN §8: every instance serves
 * what any of them stored). On PGlite (one process) they stay files under UPLOAD_DIR.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
