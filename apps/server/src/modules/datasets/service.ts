import type { Readable } from 'node:stream';
import {
  COMMON_ERROR_CODES,
  type ColumnRenames,
  type columnValuesResponseSchema,
  DATASET_KEEP_VERSIONS_DEFAULT,
  type Dataset,
  type DatasetAnnotationBody,
  type DatasetDependents,
  type DatasetImport,
  type DatasetInspection,
  type DatasetListResponse,
  type DatasetRefreshInterval,
  type DatasetRowsResponse,
  type DatasetVersionChangesResponse,
  type DatasetVersionsResponse,
  type datasetVersionBodySchema,
} from '@keeling/contract';
import type pg from 'pg';
import type { z } from 'zod/mini';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { unbounded } from '../../db/request-scope';
import type { DatasetRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../lib/cache';
import { createAnnotations } from './annotations';
import { createBulkLoader } from './bulk-load';
import { type ColumnsInput, createColumnFixes, type ReadingInput } from './column-fixes';
import {
  INTERRUPTED,
  importNotFound,
  inUse,
  notFound,
  notRefreshable,
  slugTaken,
  unknownColumn,
  versionNotFound,
  versionNotKept,
} from './errors';
import { createImportTracker, toImport } from './import-progress';
import { type CreateInput, createImporter, type InspectOptions } from './importer';
import { columnIdent, dropTableSql, tableIdent } from './physical-table';
import { createDatasetsRepository } from './repository';
import { selectRows, selectValues } from './rows-query';
import { toDataset } from './serialize';
import type {
  CsvTextImport,
  DatasetActor,
  DatasetDependentsPort,
  DatasetListQuery,
  DatasetRowsQuery,
  DatasetTable,
  DatasetUpdateInput,
} from './service-types';
import { firstFreeSlug, slugify } from './slug';
import { createStaging } from './staging';
import { FETCH_DEFAULTS, type FetchOptions } from './url-fetch';
import { changedRows } from './version-compare';
import { createVersionSources } from './version-sources';
import { createVersionsRepository } from './versions-repository';

export { checkTableName, columnIdent, isColumnKey, tableIdent } from './physical-table';
export type * from './service-types';
export { cleanStagingAtStart } from './staging';
export type { CreateInput, InspectOptions };

export interface DatasetsServiceDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'datasetMaxBytes' | 'datasetUrlAllowPrivate'> &
    Partial<Pick<Config, 'datasetStagingMaxBytes'>>;
  /** Told 'datasets' after every write (chart caches, PGlite's maintenance). */
  cache?: Cache;
  /** PostgreSQL: the unbounded pool (Database.pool) the imports' bulk loads run on. */
  pool?: pg.Pool;
  /** The charts and dashboards built on a data set (dashboards/service.ts `datasetDependents`). */
  dependents: DatasetDependentsPort;
  batchBytes?: number;
  /** Versions that keep their rows, restorable (DATASET_KEEP_VERSIONS). */
  keepVersions?: number;
  /** Test overrides of the download's redirects and timeouts. */
  fetch?: Partial<Pick<FetchOptions, 'maxRedirects' | 'timeoutMs' | 'idleTimeoutMs'>>;
}

export const VALUES_LIMIT = 200;
/** Unless DATASET_STAGING_MAX_BYTES says: staging holds four files of the largest size. */
const STAGING_QUOTA_FILES = 4;
/** Bytes per COPY: one batch is in memory at a time; PGlite loads fewer, larger COPYs faster. */
const BATCH_BYTES = 16 * 1024 * 1024;

/** A failed refresh as the data set records it: an AppError's code and words, else no detail. */
function refreshErrorOf(error: unknown): { code: string; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  return { code: COMMON_ERROR_CODES.internal, message: 'The refresh failed' };
}

export function createDatasetsService({
  db,
  config,
  cache,
  pool,
  batchBytes,
  fetch,
  dependents,
  keepVersions = DATASET_KEEP_VERSIONS_DEFAULT,
}: DatasetsServiceDeps) {
  const repo = createDatasetsRepository(db);
  const versions = createVersionsRepository(db);
  const loader = createBulkLoader(db, pool);
  const staging = createStaging({
    db,
    dataDir: config.dataDir,
    maxBytes: config.datasetMaxBytes,
    quotaBytes: config.datasetStagingMaxBytes ?? STAGING_QUOTA_FILES * config.datasetMaxBytes,
    shared: pool !== undefined,
  });
  const tracker = createImportTracker(repo, loader.kind === 'postgres');
  const changed = () => cache?.invalidate('datasets');

  async function chooseSlug(name: string, wanted: string | undefined): Promise<string> {
    if (wanted) {
      if (await repo.findBySlug(wanted)) throw slugTaken();
      return wanted;
    }
    const base = slugify(name);
    return firstFreeSlug(base, await repo.slugsLike(base));
  }

  const importer = createImporter({
    loader,
    staging,
    tracker,
    keepVersions,
    batchBytes: batchBytes ?? BATCH_BYTES,
    chooseSlug,
    fetchOptions: {
      ...FETCH_DEFAULTS,
      ...fetch,
      allowPrivate: config.datasetUrlAllowPrivate,
      maxBytes: config.datasetMaxBytes,
    },
  });

  const fixes = createColumnFixes({
    db,
    loader,
    staging,
    tracker,
    batchBytes: batchBytes ?? BATCH_BYTES,
  });

  const annotations = createAnnotations(db, cache);

  async function rowById(id: string): Promise<DatasetRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  function columnOf(row: DatasetRow, key: string) {
    const column = row.columns.find((c) => c.key === key);
    if (!column) throw unknownColumn(key);
    return column;
  }

  async function versionOf(datasetId: string, version: number) {
    const found = await versions.find(datasetId, version);
    if (!found) throw versionNotFound();
    return found;
  }

  async function create(input: CreateInput, actor: DatasetActor | null): Promise<Dataset> {
    const row = await unbounded(() => importer.create(input, actor?.id ?? null));
    await changed();
    return toDataset(row);
  }

  return {
    /** Stages an uploaded CSV stream and inspects it (see `inspectUrl`). */
    inspectUpload: (
      body: Readable,
      fileName: string | null,
      options: InspectOptions = {},
    ): Promise<DatasetInspection> => importer.inspectUpload(body, fileName, options),

    /** Downloads a URL (SSRF-guarded) into staging and inspects it. */
    inspectUrl: (url: string, options: InspectOptions = {}): Promise<DatasetInspection> =>
      importer.inspectUrl(url, options),

    create,

    /** Creates a data set from a CSV held in memory, through the same path as an upload. */
    async importCsvText(input: CsvTextImport, actor: DatasetActor | null = null): Promise<Dataset> {
      const markers = input.missingMarkers ?? [];
      const inspection = await importer.inspectText(input.csv, markers, actor?.id ?? null, {
        source: input.source ?? 'upload',
        sourceUrl: input.sourceUrl ?? null,
      });
      return create(
        {
          stagingId: inspection.stagingId,
          name: input.name,
          slug: input.slug,
          description: input.description ?? '',
          licence: input.licence ?? '',
          citation: input.citation ?? '',
          missingMarkers: markers,
          rejected: 'refuse',
          columns: inspection.columns.map((c, i) => ({
            name: input.columns?.[i]?.name ?? c.name,
            type: input.columns?.[i]?.type ?? c.type,
            unit: input.columns?.[i]?.unit ?? null,
          })),
        },
        actor,
      );
    },

    /**
     * Downloads a URL data set again (the Refresh button and the scheduler). A failure keeps the
     * rows and is recorded on the data set with its time: the next scheduled try waits an interval.
     */
    async refresh(
      id: string,
      input: { importId?: string | undefined; renames?: ColumnRenames | undefined } = {},
    ): Promise<Dataset> {
      const row = await rowById(id);
      if (row.source !== 'url' || !row.sourceUrl) throw notRefreshable();
      try {
        const updated = await unbounded(() => importer.refresh(row, input));
        await changed();
        return toDataset(updated);
      } catch (error) {
        await repo
          .update(id, { lastRefreshAt: new Date(), lastRefreshError: refreshErrorOf(error) })
          .then(changed)
          .catch(() => {});
        throw error;
      }
    },

    /** Turns the automatic refresh of a URL data set on (every so many hours) or off. */
    async setSchedule(id: string, hours: DatasetRefreshInterval | null): Promise<Dataset> {
      const row = await rowById(id);
      if (hours !== null && row.source !== 'url') throw notRefreshable();
      const updated = await repo.update(id, { refreshIntervalHours: hours });
      if (!updated) throw notFound();
      await changed();
      return toDataset(updated);
    },

    /** Ids of the URL data sets whose automatic refresh is due, the longest waiting first. */
    dueForRefresh: (limit = 100): Promise<string[]> => repo.dueForRefresh(limit),

    async list({ page, size, search, sort }: DatasetListQuery): Promise<DatasetListResponse> {
      const { rows, total } = await repo.list(page, size, sort, search || undefined);
      return { items: rows.map(toDataset), total, page, size };
    },

    getById: async (id: string): Promise<Dataset> => toDataset(await rowById(id)),

    async getBySlug(slug: string): Promise<Dataset> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound();
      return toDataset(row);
    },

    /** The physical table and catalogue of a data set (by id or as read), for SQL elsewhere. */
    async tableOf(dataset: Pick<Dataset, 'id'> | string): Promise<DatasetTable> {
      const row = await rowById(typeof dataset === 'string' ? dataset : dataset.id);
      return {
        name: row.tableName,
        ident: tableIdent(row.tableName),
        rowCount: row.rowCount,
        columns: toDataset(row).columns.map((c) => ({ ...c, ident: columnIdent(c.key) })),
      };
    },

    async update(id: string, body: DatasetUpdateInput): Promise<Dataset> {
      const row = await rowById(id);
      const edits = new Map((body.columns ?? []).map((c) => [c.key, c]));
      for (const key of edits.keys()) columnOf(row, key);
      const columns = row.columns.map((c) => {
        const edit = edits.get(c.key);
        return edit ? { ...c, name: edit.name, unit: edit.unit } : c;
      });
      for (const key of body.keyColumns ?? []) columnOf(row, key);
      if (body.sourceUrl !== undefined && row.source !== 'url') throw notRefreshable();
      try {
        const updated = await repo.update(id, {
          name: body.name,
          ...(body.slug ? { slug: body.slug } : {}),
          description: body.description,
          licence: body.licence,
          citation: body.citation,
          columns,
          ...(body.sourceUrl !== undefined ? { sourceUrl: body.sourceUrl } : {}),
          ...(body.keyColumns !== undefined ? { keyColumns: body.keyColumns } : {}),
        });
        if (!updated) throw notFound();
        await changed();
        return toDataset(updated);
      } catch (error) {
        throw isUniqueViolation(error) ? slugTaken() : error;
      }
    },

    /** The charts built on a data set and the dashboards that show them. */
    async dependents(id: string): Promise<DatasetDependents> {
      await rowById(id);
      return dependents.find(db, id);
    },

    /**
     * Drops the table and the catalogue row in one transaction. While charts are built on it,
     * refused with them named (409) unless `withDependents`: then its charts go with it and the
     * dashboards lose them. The row is locked first, so no chart is added meanwhile.
     */
    async delete(id: string, { withDependents = false } = {}): Promise<void> {
      await loader.transaction(async (session) => {
        const repository = createDatasetsRepository(session.db);
        if (!(await repository.lock(id))) throw notFound();
        const found = await dependents.find(session.db, id);
        if (found.charts.length > 0) {
          if (!withDependents) throw inUse(found);
          await dependents.detach(
            session.db,
            found.charts.map((chart) => chart.id),
          );
        }
        const tables = await createVersionsRepository(session.db).tables(id);
        const row = await repository.delete(id);
        if (!row) throw notFound();
        for (const table of new Set([row.tableName, ...tables])) {
          await session.exec(dropTableSql(table));
        }
      });
      await cache?.invalidate('datasets', 'charts', 'dashboards');
    },

    /** A new version from an inspected upload (same columns); charts and dashboards stay. */
    async uploadVersion(
      id: string,
      input: z.output<typeof datasetVersionBodySchema>,
      actor: DatasetActor | null,
    ): Promise<Dataset> {
      const current = await rowById(id);
      const updated = await unbounded(() =>
        importer.uploadVersion(current, input, actor?.id ?? null),
      );
      await changed();
      return toDataset(updated);
    },

    /** Notes on the data set's time ranges (drawn on its charts). */
    annotations: async (id: string) => annotations.of((await rowById(id)).id),

    async addAnnotation(id: string, body: DatasetAnnotationBody, actor: DatasetActor | null) {
      return annotations.add((await rowById(id)).id, body, actor?.id ?? null);
    },

    removeAnnotation: (id: string, annotationId: string) => annotations.remove(id, annotationId),

    /** Reads a staged file again with these types and markers: each column's quality. */
    stagedQuality: (stagingId: string, body: ReadingInput, signal?: AbortSignal) =>
      fixes.stagedQuality(stagingId, body, signal),

    /** The rows of a staged file these types and markers would reject, as CSV. */
    stagedRejected: (stagingId: string, body: ReadingInput) =>
      fixes.stagedRejected(stagingId, body),

    /** Fixes types, units and markers in place, from the current version's original file. */
    async fixColumns(id: string, input: ColumnsInput): Promise<Dataset> {
      const current = await rowById(id);
      // an import from the kept file: long work, outside the request bound (decision 0062)
      const updated = await unbounded(() => fixes.fix(current, input));
      await cache?.invalidate('datasets', 'charts', 'dashboards');
      return toDataset(updated);
    },

    /** The rows a version's import rejected (left empty), as CSV, from its original file. */
    versionRejected: async (id: string, version: number) =>
      fixes.versionRejected(await rowById(id), version),

    /** The versions, newest first, with what each changed and whether it can be restored. */
    async versions(id: string): Promise<DatasetVersionsResponse> {
      const row = await rowById(id);
      const list = await versions.list(id);
      const withSource = await createVersionSources(db).versions(id);
      return {
        keep: keepVersions,
        versions: list.map((v) => ({
          version: v.version,
          origin: v.origin,
          rowCount: v.rowCount,
          createdAt: v.createdAt.toISOString(),
          kept: v.tableName !== null,
          current: v.version === row.version,
          changes: v.changes ?? null,
          quality: v.quality ?? null,
          hasSource: withSource.has(v.version),
        })),
      };
    },

    /** A page of the cells `version` changed against the version it replaced. */
    async versionChanges(
      id: string,
      version: number,
      page: { page: number; size: number },
    ): Promise<DatasetVersionChangesResponse> {
      await rowById(id);
      const after = await versionOf(id, version);
      const changes = after.changes;
      if (!changes?.key) return { rows: [], total: 0, ...page };
      const before = await versionOf(id, changes.previous);
      if (!after.tableName) throw versionNotKept(after.version, keepVersions);
      if (!before.tableName) throw versionNotKept(before.version, keepVersions);
      const rows = await changedRows(
        db,
        { table: before.tableName, columns: before.columns },
        { table: after.tableName, columns: after.columns },
        changes.key,
        page,
      );
      return { rows, total: changes.changed, ...page };
    },

    /** Makes a kept version the current one again: the charts read its rows from now on. */
    async restoreVersion(id: string, version: number): Promise<Dataset> {
      const restored = await loader.transaction(async (session) => {
        const repository = createDatasetsRepository(session.db);
        if (!(await repository.lock(id))) throw notFound();
        const found = await createVersionsRepository(session.db).find(id, version);
        if (!found) throw versionNotFound();
        if (!found.tableName) throw versionNotKept(version, keepVersions);
        return repository.update(id, {
          tableName: found.tableName,
          rowCount: found.rowCount,
          columns: found.columns,
          version,
        });
      });
      if (!restored) throw notFound();
      await cache?.invalidate('datasets', 'charts', 'dashboards');
      return toDataset(restored);
    },

    async rows(id: string, query: DatasetRowsQuery): Promise<DatasetRowsResponse> {
      const row = await rowById(id);
      if (query.sort) columnOf(row, query.sort);
      const ref = { table: row.tableName, columns: row.columns };
      const rows = await selectRows(db, ref, query, row.rowCount);
      return { rows, total: row.rowCount, page: query.page, size: query.size };
    },

    async values(
      id: string,
      key: string,
      search?: string,
    ): Promise<z.output<typeof columnValuesResponseSchema>> {
      const row = await rowById(id);
      const column = columnOf(row, key);
      const ref = { table: row.tableName, columns: row.columns };
      return { values: await selectValues(db, ref, column, VALUES_LIMIT, search || undefined) };
    },

    /** Resolves once the import `id` has its record (an answer `202 Accepted` waits for it). */
    whenImportStarts: (id: string) => tracker.whenStarted(id),

    async getImport(id: string): Promise<DatasetImport> {
      const found = await tracker.get(id);
      if (!found) throw importNotFound();
      return found;
    },

    /**
     * Marks failed the imports a crash or a restart cut (running, silent since before
     * `staleBefore`), and the refreshes among them on their data sets. Answers how many.
     */
    async failInterrupted(staleBefore: Date): Promise<number> {
      const failed = await repo.failInterrupted(staleBefore, INTERRUPTED);
      if (failed > 0) await changed();
      return failed;
    },

    /** The latest imports, newest first (the home page). */
    recentImports: async (limit = 10): Promise<DatasetImport[]> =>
      (await repo.recentImports(limit)).map(toImport),
  };
}

export type DatasetsService = ReturnType<typeof createDatasetsService>;
