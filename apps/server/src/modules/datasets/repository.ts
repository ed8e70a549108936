import type { DatasetListSort } from '@keeling/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type DatasetImportRow,
  type DatasetRow,
  datasetImports,
  datasets,
  type NewDatasetRow,
} from '../../db/schema';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type DatasetChanges = Partial<
  Pick<
    DatasetRow,
    | 'name'
    | 'slug'
    | 'description'
    | 'licence'
    | 'missingMarkers'
    | 'citation'
    | 'columns'
    | 'tableName'
    | 'rowCount'
    | 'importedAt'
    | 'sourceUrl'
    | 'refreshIntervalHours'
    | 'lastRefreshAt'
    | 'lastRefreshError'
    | 'version'
    | 'keyColumns'
  >
>;

export type ImportChanges = Partial<
  Pick<
    DatasetImportRow,
    'status' | 'rowsDone' | 'rowsTotal' | 'datasetId' | 'error' | 'finishedAt' | 'heartbeatAt'
  >
>;

/** A list's order: by name ignoring case, or the latest import first (never imported: last). */
const LIST_ORDER: Record<DatasetListSort, SQL[]> = {
  name: [sql`lower(${datasets.name})`, asc(datasets.name), asc(datasets.id)],
  recent: [
    sql`${datasets.importedAt} desc nulls last`,
    desc(datasets.createdAt),
    desc(datasets.id),
  ],
};

/** When a scheduled data set was last refreshed, or tried to be (imported, else created). */
const lastRefreshed = sql`coalesce(${datasets.lastRefreshAt}, ${datasets.importedAt}, ${datasets.createdAt})`;

/** The catalogue (`datasets`) and the imports' progress rows; the typed tables are not here. */
export function createDatasetsRepository(db: Db) {
  return {
    /** Inserts the catalogue row, or nothing (null) when its slug was taken meanwhile. */
    async insertUnlessSlugTaken(values: NewDatasetRow): Promise<DatasetRow | null> {
      const [row] = await db
        .insert(datasets)
        .values(values)
        .onConflictDoNothing({ target: datasets.slug })
        .returning();
      return row ?? null;
    },

    async findById(id: string): Promise<DatasetRow | null> {
      const [row] = await db.select().from(datasets).where(eq(datasets.id, id));
      return row ?? null;
    },

    /** The row locked until the transaction ends (a refresh swapping its table). */
    async lockById(id: string): Promise<DatasetRow | null> {
      const [row] = await db.select().from(datasets).where(eq(datasets.id, id)).for('update');
      return row ?? null;
    },

    async findBySlug(slug: string): Promise<DatasetRow | null> {
      const [row] = await db.select().from(datasets).where(eq(datasets.slug, slug));
      return row ?? null;
    },

    /** Slugs equal to `base` or `base-…`, to pick a free one. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: datasets.slug })
        .from(datasets)
        .where(or(eq(datasets.slug, base), like(datasets.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async list(page: number, size: number, sort: DatasetListSort, search?: string) {
      const pattern = search ? `%${escapeLike(search)}%` : null;
      const where: SQL | undefined = pattern
        ? or(ilike(datasets.name, pattern), ilike(datasets.description, pattern))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(datasets)
          .where(where)
          .orderBy(...LIST_ORDER[sort])
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(datasets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** URL data sets whose automatic refresh is due: an interval after the last one tried. */
    async dueForRefresh(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: datasets.id })
        .from(datasets)
        .where(
          and(
            eq(datasets.source, 'url'),
            isNotNull(datasets.refreshIntervalHours),
            sql`${lastRefreshed} + make_interval(hours => ${datasets.refreshIntervalHours}) <= now()`,
          ),
        )
        .orderBy(lastRefreshed, asc(datasets.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async update(id: string, changes: DatasetChanges): Promise<DatasetRow | null> {
      const [row] = await db
        .update(datasets)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(datasets.id, id))
        .returning();
      return row ?? null;
    },

    /** Locks the catalogue row until the transaction ends (no chart is built on it meanwhile). */
    async lock(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: datasets.id })
        .from(datasets)
        .where(eq(datasets.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** Deletes the catalogue row (its charts go with it, by cascade) and answers it. */
    async delete(id: string): Promise<DatasetRow | null> {
      const [row] = await db.delete(datasets).where(eq(datasets.id, id)).returning();
      return row ?? null;
    },

    async startImport(values: {
      id: string;
      datasetId: string | null;
      rowsTotal: number;
    }): Promise<DatasetImportRow> {
      const [row] = await db
        .insert(datasetImports)
        .values({ ...values, status: 'running', rowsDone: 0, startedAt: new Date() })
        .onConflictDoUpdate({
          target: datasetImports.id,
          set: {
            ...values,
            status: 'running',
            rowsDone: 0,
            error: null,
            startedAt: new Date(),
            finishedAt: null,
          },
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateImport(id: string, changes: ImportChanges): Promise<void> {
      await db.update(datasetImports).set(changes).where(eq(datasetImports.id, id));
    },

    /**
     * Running imports whose last sign of life (heartbeat, else start) is before `staleBefore`
     * were cut by a crash: marked failed with `error`; a refresh's data set records it too.
     * Answers how many.
     */
    async failInterrupted(
      staleBefore: Date,
      error: { code: string; message: string },
    ): Promise<number> {
      const failed = await db
        .update(datasetImports)
        .set({
          status: 'failed',
          finishedAt: new Date(),
          error: { ...error, line: null, column: null },
        })
        .where(
          and(
            eq(datasetImports.status, 'running'),
            sql`coalesce(${datasetImports.heartbeatAt}, ${datasetImports.startedAt}) < ${staleBefore}`,
          ),
        )
        .returning({ datasetId: datasetImports.datasetId });
      const ids = failed.flatMap((f) => (f.datasetId ? [f.datasetId] : []));
      if (ids.length > 0) {
        await db
          .update(datasets)
          .set({ lastRefreshAt: new Date(), lastRefreshError: error })
          .where(and(inArray(datasets.id, ids), eq(datasets.source, 'url')));
      }
      return failed.length;
    },

    async findImport(id: string): Promise<DatasetImportRow | null> {
      const [row] = await db.select().from(datasetImports).where(eq(datasetImports.id, id));
      return row ?? null;
    },

    /** The latest imports, newest first (the home page's recent imports). */
    async recentImports(limit: number): Promise<DatasetImportRow[]> {
      return db.select().from(datasetImports).orderBy(desc(datasetImports.startedAt)).limit(limit);
    },
  };
}

export type DatasetsRepository = ReturnType<typeof createDatasetsRepository>;
