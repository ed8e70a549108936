import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  ColumnRenames,
  DatasetInspection,
  datasetCreateBodySchema,
  datasetVersionBodySchema,
  RejectedValueAction,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import { isUniqueViolation } from '../../db/errors';
import type { CatalogueColumn, DatasetRow } from '../../db/schema';
import type { BulkLoader } from './bulk-load';
import { convertAndLoad, loadConverted, readingOf } from './convert-and-load';
import { inspectCsv } from './csv-inspect';
import { columnCountMismatch, columnMismatch, notFound, notRefreshable, slugTaken } from './errors';
import type { ImportProgress, ImportTracker } from './import-progress';
import { newTableName } from './physical-table';
import { createDatasetsRepository } from './repository';
import { randomSlug } from './slug';
import type { StagedMeta, Staging } from './staging';
import { download, type FetchOptions } from './url-fetch';
import { compressSource, createVersionSources } from './version-sources';
import { recordVersion } from './versions';
import { createVersionsRepository } from './versions-repository';

export type CreateInput = z.output<typeof datasetCreateBodySchema>;

/** A new version's options: renamed columns mapped onto the old ones, rejected values' fate. */
export interface VersionInput {
  importId?: string | undefined;
  renames?: ColumnRenames | undefined;
  rejected?: RejectedValueAction | undefined;
}

/** How a staged file is read: its missing-value markers, names for extra fields, a stop. */
export interface InspectOptions {
  markers?: readonly string[] | undefined;
  /** Names for the fields every row has beyond the header's names. */
  extraColumns?: readonly string[] | undefined;
  /** Aborted when the client goes away: the reading stops. */
  signal?: AbortSignal | undefined;
  /** Who stages it (their share of the staging quota); null: the server (the seed). */
  ownerId?: string | null | undefined;
  /** The most bytes the file can have (an upload's request length): all it reserves. */
  expectedBytes?: number | undefined;
}

export interface ImporterDeps {
  loader: BulkLoader;
  staging: Staging;
  tracker: ImportTracker;
  fetchOptions: FetchOptions;
  /** Versions that keep their rows (restorable), the current one among them. */
  keepVersions: number;
  /** Bytes per COPY: one batch is in memory at a time; loading progress moves per batch. */
  batchBytes: number;
  /** A free slug for a new data set (409 when one was asked for and is taken). */
  chooseSlug(name: string, wanted: string | undefined): Promise<string>;
}

/** The two-step import (inspect, create) and the refresh of a URL data set. */
export function createImporter(deps: ImporterDeps) {
  const { loader, staging, tracker } = deps;
  const maxBytes = deps.fetchOptions.maxBytes;

  /** Stages the bytes `write` puts in place, parses every row and infers the types. */
  async function stage(
    write: (id: string, limit: number) => Promise<void>,
    meta: Omit<StagedMeta, 'rowCount' | 'extraColumns'>,
    { markers = [], extraColumns = [], signal, ownerId = null, expectedBytes }: InspectOptions,
  ): Promise<DatasetInspection> {
    await staging.sweep();
    const { id, file, limit } = await staging.reserve(ownerId, expectedBytes);
    try {
      await write(id, limit);
      const found = await inspectCsv(file, markers, extraColumns, signal);
      await staging.saveMeta(id, {
        ...meta,
        extraColumns: [...extraColumns],
        rowCount: found.rowCount,
      });
      return { stagingId: id, fileName: meta.fileName, sourceUrl: meta.sourceUrl, ...found };
    } catch (error) {
      await staging.remove(id);
      throw error;
    }
  }

  const importer = {
    inspectUpload: (body: Readable, fileName: string | null, options: InspectOptions) =>
      stage(
        (id, limit) => staging.write(id, body, limit),
        { fileName, sourceUrl: null, source: 'upload' },
        options,
      ),

    /** A CSV held in memory (the seed), staged like an upload. */
    inspectText: (
      csv: string,
      markers: readonly string[],
      ownerId: string | null,
      origin: Pick<StagedMeta, 'source' | 'sourceUrl'>,
    ) =>
      stage(
        (id, limit) => staging.write(id, Readable.from([Buffer.from(csv)]), limit),
        { fileName: null, ...origin },
        { markers, ownerId, expectedBytes: Buffer.byteLength(csv) },
      ),

    inspectUrl: (url: string, options: InspectOptions) =>
      stage(
        async (id, limit) => {
          await download(url, deps.fetchOptions, (body) => staging.write(id, body, limit));
        },
        { fileName: null, sourceUrl: url, source: 'url' },
        options,
      ),

    /** Creates the data set from a staged file: table, rows and catalogue in one transaction. */
    async create(input: CreateInput, actorId: string | null): Promise<DatasetRow> {
      await staging.claim(input.stagingId);
      try {
        return await createClaimed(input, actorId);
      } catch (error) {
        await staging.release(input.stagingId).catch(() => {});
        throw error;
      }
    },

    /** Downloads a URL data set again: a new version in one transaction, or none. */
    async refresh(row: DatasetRow, input: VersionInput): Promise<DatasetRow> {
      const progress = await tracker.start(input.importId ?? randomUUID(), row.id, row.rowCount);
      const staged = await staging.allocate();
      try {
        await download(row.sourceUrl ?? '', deps.fetchOptions, (body) =>
          staging.write(staged.id, body, maxBytes),
        );
        const updated = await addVersion(row, staged.file, 'refresh', progress, null, input);
        await progress.done(row.id);
        return updated;
      } catch (error) {
        await progress.fail(error, row.id).catch(() => {});
        throw error;
      } finally {
        await staging.remove(staged.id);
      }
    },

    /**
     * A new version from an inspected upload (same columns, or renamed ones mapped), in one
     * transaction, or none: a refused file stays staged, to try again with `renames`.
     */
    async uploadVersion(
      row: DatasetRow,
      input: z.output<typeof datasetVersionBodySchema>,
      actorId: string | null,
    ): Promise<DatasetRow> {
      await staging.claim(input.stagingId);
      let progress: ImportProgress | null = null;
      try {
        const { file } = await staging.open(input.stagingId);
        progress = await tracker.start(input.importId ?? randomUUID(), row.id, row.rowCount);
        const updated = await addVersion(row, file, 'upload', progress, actorId, input);
        await staging.remove(input.stagingId);
        await progress.done(row.id);
        return updated;
      } catch (error) {
        await progress?.fail(error, row.id).catch(() => {});
        await staging.release(input.stagingId).catch(() => {});
        throw error;
      }
    },
  };

  /**
   * Loads `file` into a new table and makes it the current version, with what it changed
   * against the one before; older versions beyond `keepVersions` lose their tables. The file's
   * header must be the data set's, once `renames` map renamed columns onto the old ones (their
   * keys, so charts, stay). All in one transaction: a failure leaves the current version.
   */
  async function addVersion(
    row: DatasetRow,
    file: string,
    origin: 'refresh' | 'upload',
    progress: ImportProgress,
    actorId: string | null,
    { renames = [], rejected }: VersionInput,
  ): Promise<DatasetRow> {
    const renamed = new Map(renames.map((r) => [r.from, r.to]));
    const columns = row.columns.map((c) => {
      const to = renamed.get(c.header);
      // a display name that was the old header follows it; one a person gave stays
      return to ? { ...c, header: to, name: c.name === c.header ? to : c.name } : c;
    });
    const expected = columns.map((c) => c.header);
    const checkHeader = (header: string[]) => {
      if (header.join('\u0000') !== expected.join('\u0000')) {
        throw columnMismatch(
          row.columns.map((c) => c.header),
          header,
        );
      }
    };
    const read = { ...readingOf(columns, row.missingMarkers), rejected };
    const source = compressSource(file);
    source.catch(() => {});
    return convertAndLoad(deps, file, read, checkHeader, progress, (loaded) =>
      loader.transaction(async (session) => {
        const repo = createDatasetsRepository(session.db);
        const current = await repo.lockById(row.id);
        if (!current) throw notFound();
        const table = newTableName();
        await loadConverted(session, table, columns, loaded);
        const next = await recordVersion(session, deps.keepVersions, {
          current,
          table,
          columns,
          rowCount: loaded.converted.rows,
          quality: loaded.converted.quality,
          origin,
          actorId,
        });
        if (!next) return current;
        await createVersionSources(session.db).save(row.id, next.version, source);
        return next;
      }),
    );
  }

  /** create() once its staged file is claimed (a second create of it meanwhile: 409). */
  async function createClaimed(input: CreateInput, actorId: string | null): Promise<DatasetRow> {
    const { file, meta } = await staging.open(input.stagingId);
    const refreshIntervalHours = input.refreshIntervalHours ?? null;
    if (refreshIntervalHours !== null && meta.source !== 'url') throw notRefreshable();
    const slug = await deps.chooseSlug(input.name, input.slug || undefined);
    const progress = await tracker.start(input.importId ?? randomUUID(), null, meta.rowCount);
    const types = input.columns.map((c) => c.type);
    const extraColumns = meta.extraColumns ?? [];
    const read = {
      types,
      markers: input.missingMarkers,
      columnMarkers: input.columns.map((c) => c.missingMarkers),
      extraColumns,
      rejected: input.rejected,
    };
    const source = compressSource(file);
    source.catch(() => {});
    try {
      const row = await convertAndLoad(
        deps,
        file,
        read,
        (header) => {
          if (header.length !== types.length)
            throw columnCountMismatch(header.length, types.length);
        },
        progress,
        async (loaded) => {
          const { converted } = loaded;
          const id = randomUUID();
          const table = newTableName(id);
          const named = input.columns.length - extraColumns.length;
          const columns: CatalogueColumn[] = input.columns.map((c, i) => ({
            key: `c${i + 1}`,
            name: c.name,
            type: c.type,
            unit: c.unit ?? null,
            header: converted.header[i] ?? c.name,
            ...(c.missingMarkers?.length ? { missingMarkers: c.missingMarkers } : {}),
            ...(i >= named ? { named: true } : {}),
          }));
          const created = await loader.transaction(async (session) => {
            await loadConverted(session, table, columns, loaded);
            const values = {
              id,
              name: input.name,
              description: input.description,
              source: meta.source,
              sourceUrl: meta.sourceUrl,
              licence: input.licence,
              citation: input.citation,
              missingMarkers: input.missingMarkers,
              columns,
              tableName: table,
              rowCount: converted.rows,
              importedAt: new Date(),
              refreshIntervalHours,
              createdBy: actorId,
            };
            // A slug made from the name that another import took meanwhile gets a random
            // suffix (as articles do); one the person asked for is refused (409).
            const repository = createDatasetsRepository(session.db);
            let row = await repository.insertUnlessSlugTaken({ ...values, slug });
            for (let attempt = 0; !row && !input.slug && attempt < 5; attempt++)
              row = await repository.insertUnlessSlugTaken({ ...values, slug: randomSlug(slug) });
            if (!row) throw slugTaken();
            await createVersionsRepository(session.db).insert({
              datasetId: row.id,
              version: 1,
              origin: 'import',
              tableName: table,
              rowCount: converted.rows,
              columns,
              changes: null,
              quality: converted.quality,
              createdBy: actorId,
            });
            await createVersionSources(session.db).save(row.id, 1, source);
            return row;
          });
          return created;
        },
      );
      await staging.remove(input.stagingId);
      await progress.done(row.id);
      return row;
    } catch (error) {
      await progress.fail(error).catch(() => {});
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  }

  return importer;
}

export type Importer = ReturnType<typeof createImporter>;
