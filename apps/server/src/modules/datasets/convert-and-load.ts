import type { CatalogueColumn } from '../../db/schema';
import type { LoadSession } from './bulk-load';
import { type Converted, type ConvertOptions, convertCsv } from './convert';
import type { ImportProgress } from './import-progress';
import { loadTable } from './load-table';
import type { Staging } from './staging';

/** A staged file converted for COPY, in a scratch file, with the import's progress. */
export interface ConvertedFile {
  converted: Converted;
  scratch: string;
  progress: ImportProgress;
}

export type ReadOptions = Omit<ConvertOptions, 'batchBytes' | 'checkHeader' | 'onProgress'>;

/**
 * Converts `file` into a scratch file (a 400 for the first value that does not fit, unless
 * rejected values are left empty), then runs `load` with it; the scratch file goes after.
 * Converting is the first half of the progress, loading the second.
 */
export async function convertAndLoad<T>(
  deps: { staging: Staging; batchBytes: number },
  file: string,
  read: ReadOptions,
  checkHeader: (header: string[]) => void,
  progress: ImportProgress,
  load: (file: ConvertedFile) => Promise<T>,
): Promise<T> {
  const scratch = await deps.staging.allocate();
  try {
    const converted = await convertCsv(file, scratch.file, {
      ...read,
      batchBytes: deps.batchBytes,
      checkHeader,
      onProgress: (rows) => progress.update(Math.floor(rows / 2)),
    });
    progress.total(converted.rows);
    return await load({ converted, scratch: scratch.file, progress });
  } finally {
    await deps.staging.remove(scratch.id);
  }
}

/** Inside the import's transaction: the converted rows into a new table `table`. */
export function loadConverted(
  session: LoadSession,
  table: string,
  columns: readonly Pick<CatalogueColumn, 'key' | 'type'>[],
  { converted, scratch, progress }: ConvertedFile,
): Promise<void> {
  const total = converted.rows;
  return loadTable(session, table, columns, scratch, converted, (loaded) =>
    progress.update(Math.floor((total + loaded) / 2)),
  );
}

/** How a data set's columns are read: types, the data set's markers and each column's own. */
export function readingOf(
  columns: readonly Pick<CatalogueColumn, 'type' | 'missingMarkers' | 'named' | 'header'>[],
  markers: readonly string[],
) {
  return {
    types: columns.map((c) => c.type),
    markers,
    columnMarkers: columns.map((c) => c.missingMarkers),
    extraColumns: columns.filter((c) => c.named).map((c) => c.header),
  };
}
