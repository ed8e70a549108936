import { randomUUID } from 'node:crypto';
import type {
  ColumnQuality,
  DatasetReadingBody,
  datasetColumnsBodySchema,
  datasetReadingBodySchema,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import type { CatalogueColumn, DatasetRow } from '../../db/schema';
import type { BulkLoader } from './bulk-load';
import { convertAndLoad, loadConverted, readingOf } from './convert-and-load';
import {
  columnMismatch,
  columnsDiffer,
  notFound,
  sourceNotKept,
  versionChanged,
  versionNotFound,
} from './errors';
import { readQuality, rejectedRowsCsv } from './file-reading';
import type { ImportTracker } from './import-progress';
import { dropTableSql, newTableName } from './physical-table';
import { createDatasetsRepository } from './repository';
import type { Staging } from './staging';
import { createVersionSources } from './version-sources';
import { createVersionsRepository } from './versions-repository';

export type ColumnsInput = z.output<typeof datasetColumnsBodySchema>;
export type ReadingInput = z.output<typeof datasetReadingBodySchema>;

export interface ColumnFixesDeps {
  db: Db;
  loader: BulkLoader;
  staging: Staging;
  tracker: ImportTracker;
  batchBytes: number;
}

/** A column's markers with the data set's folded in (what reads it as missing). */
const markersOf = (column: CatalogueColumn, shared: readonly string[]) => [
  ...new Set([...shared, ...(column.missingMarkers ?? [])]),
];

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === new Set(b).size && a.every((m) => b.includes(m));

const readingOfBody = (body: DatasetReadingBody & ReadingInput) => ({
  types: body.columns.map((c) => c.type),
  markers: body.missingMarkers,
  columnMarkers: body.columns.map((c) => c.missingMarkers),
});

/**
 * Reading a file again with other types and markers: a staged file's quality and rejected rows
 * before its import, and after it, a data set's columns fixed in place from the current
 * version's original file (its charts keep their columns), or a version's rejected rows.
 */
export function createColumnFixes(deps: ColumnFixesDeps) {
  const { db, loader, staging, tracker } = deps;
  const sources = createVersionSources(db);

  /** The version's original file in a scratch file for `fn`; a 409 when it was not kept. */
  async function withVersionFile<T>(
    datasetId: string,
    version: number,
    fn: (file: string) => Promise<T>,
  ): Promise<T> {
    const scratch = await staging.allocate();
    try {
      if (!(await sources.restore(datasetId, version, scratch.file))) throw sourceNotKept(version);
      return await fn(scratch.file);
    } finally {
      await staging.remove(scratch.id);
    }
  }

  /** The current version's table rebuilt from its original file with `columns`' reading. */
  async function reload(
    row: DatasetRow,
    columns: CatalogueColumn[],
    input: ColumnsInput,
  ): Promise<DatasetRow> {
    const progress = await tracker.start(input.importId ?? randomUUID(), row.id, row.rowCount);
    const expected = row.columns.map((c) => c.header);
    const checkHeader = (header: string[]) => {
      if (header.join('\u0000') !== expected.join('\u0000')) throw columnMismatch(expected, header);
    };
    try {
      const updated = await withVersionFile(row.id, row.version, (file) =>
        convertAndLoad(
          deps,
          file,
          { ...readingOf(columns, []), rejected: input.rejected },
          checkHeader,
          progress,
          (loaded) =>
            loader.transaction(async (session) => {
              const repository = createDatasetsRepository(session.db);
              const current = await repository.lockById(row.id);
              if (!current) throw notFound();
              if (current.version !== row.version || current.tableName !== row.tableName) {
                throw versionChanged();
              }
              const table = newTableName();
              await loadConverted(session, table, columns, loaded);
              await createVersionsRepository(session.db).replaceTable(row.id, row.version, {
                tableName: table,
                columns,
                quality: loaded.converted.quality,
              });
              const next = await repository.update(row.id, {
                tableName: table,
                columns,
                missingMarkers: [],
              });
              await session.exec(dropTableSql(row.tableName));
              return next ?? current;
            }),
        ),
      );
      await progress.done(row.id);
      return updated;
    } catch (error) {
      await progress.fail(error, row.id).catch(() => {});
      throw error;
    }
  }

  return {
    /**
     * Fixes a data set's columns in place: types, units and markers (per column; the data set's
     * own markers are folded into each). Another type or marker reads the current version's
     * original file again into a new table, in one transaction; a unit alone changes only the
     * catalogue.
     */
    async fix(row: DatasetRow, input: ColumnsInput): Promise<DatasetRow> {
      const edits = input.columns;
      if (
        edits.length !== row.columns.length ||
        edits.some((c, i) => c.key !== row.columns[i]?.key)
      )
        throw columnsDiffer();
      const columns: CatalogueColumn[] = row.columns.map((column, i) => {
        const edit = edits[i] as ColumnsInput['columns'][number];
        return { ...column, type: edit.type, unit: edit.unit, missingMarkers: edit.missingMarkers };
      });
      const sameReading = row.columns.every(
        (c, i) =>
          c.type === columns[i]?.type &&
          sameSet(markersOf(c, row.missingMarkers), columns[i]?.missingMarkers ?? []),
      );
      if (!sameReading) return reload(row, columns, input);
      return loader.transaction(async (session) => {
        const repository = createDatasetsRepository(session.db);
        const current = await repository.lockById(row.id);
        if (!current) throw notFound();
        if (current.version !== row.version) throw versionChanged();
        await createVersionsRepository(session.db).replaceTable(row.id, row.version, {
          tableName: row.tableName,
          columns,
          quality:
            (await createVersionsRepository(session.db).find(row.id, row.version))?.quality ?? null,
        });
        return (await repository.update(row.id, { columns, missingMarkers: [] })) ?? current;
      });
    },

    /** What a staged file's columns would read with these types and markers. */
    async stagedQuality(
      stagingId: string,
      body: ReadingInput,
      signal?: AbortSignal,
    ): Promise<ColumnQuality[]> {
      const { file, meta } = await staging.open(stagingId);
      return readQuality(file, readingOfBody(body), meta.extraColumns ?? [], signal);
    },

    /** The rows of a staged file holding a value that would be rejected, as CSV. */
    async stagedRejected(stagingId: string, body: ReadingInput): Promise<string> {
      const { file, meta } = await staging.open(stagingId);
      return rejectedRowsCsv(file, readingOfBody(body), meta.extraColumns ?? []);
    },

    /** The rows of a version whose values were rejected at its import (left empty), as CSV. */
    async versionRejected(row: DatasetRow, version: number): Promise<string> {
      const found = await createVersionsRepository(db).find(row.id, version);
      if (!found) throw versionNotFound();
      const { extraColumns, ...reading } = readingOf(found.columns, row.missingMarkers);
      return withVersionFile(row.id, version, (file) =>
        rejectedRowsCsv(file, reading, extraColumns),
      );
    },
  };
}

export type ColumnFixes = ReturnType<typeof createColumnFixes>;
