import type {
  ColumnType,
  DatasetColumn,
  DatasetDependents,
  datasetListQuerySchema,
  datasetRowsQuerySchema,
  datasetUpdateBodySchema,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';

// The shapes the data-set service takes and answers (other modules build on them).

/** What `importCsvText` takes: a CSV held in memory (the demo seed), imported like an upload. */
export interface CsvTextImport {
  name: string;
  slug?: string;
  csv: string;
  /** Per column, in order: what to change from the inferred name and type, and its unit. */
  columns?: { name?: string; type?: ColumnType; unit?: string | null }[];
  missingMarkers?: string[];
  description?: string;
  licence?: string;
  citation?: string;
  /** Where the figures come from; with source 'url' the data set can be refreshed from it. */
  sourceUrl?: string | null;
  source?: 'upload' | 'url';
}

/** A data set's physical table for SQL built elsewhere (charts): identifiers quoted and checked. */
export interface DatasetTable {
  /** `ds_` and 32 hex digits. */
  name: string;
  /** `"ds_…"`, ready for SQL. */
  ident: string;
  rowCount: number;
  /** The catalogue, each column with its quoted physical identifier (`"c1"`). */
  columns: (DatasetColumn & { ident: string })[];
}

export type DatasetListQuery = z.output<typeof datasetListQuerySchema>;
export type DatasetRowsQuery = z.output<typeof datasetRowsQuerySchema>;
export type DatasetUpdateInput = z.output<typeof datasetUpdateBodySchema>;

/** Who asks: the signed-in user (null for the seed). */
export interface DatasetActor {
  id: string;
}

/**
 * What depends on a data set, from the modules built on it (charts, dashboards): app.ts gives
 * it, since this module is below them. Both run inside the delete's transaction.
 */
export interface DatasetDependentsPort {
  find(db: Db, datasetId: string): Promise<DatasetDependents>;
  /** Takes these charts out of the dashboards and deletes them (those dividing by the data set too). */
  detach(db: Db, chartIds: string[]): Promise<void>;
}
