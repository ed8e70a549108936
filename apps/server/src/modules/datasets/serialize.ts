import type { Dataset, DatasetRefreshInterval } from '@keeling/contract';
import type { DatasetRow } from '../../db/schema';

/** The catalogue row as the API shows it (no table name, no file headers). */
export function toDataset(row: DatasetRow): Dataset {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    source: row.source,
    sourceUrl: row.sourceUrl,
    licence: row.licence,
    citation: row.citation,
    missingMarkers: row.missingMarkers,
    columns: row.columns.map(({ key, name, type, unit, missingMarkers = [] }) => ({
      key,
      name,
      type,
      unit,
      missingMarkers,
    })),
    rowCount: row.rowCount,
    importedAt: row.importedAt?.toISOString() ?? null,
    // The column's check and the contract's schema hold it to the choices offered.
    refreshIntervalHours: row.refreshIntervalHours as DatasetRefreshInterval | null,
    lastRefreshAt: row.lastRefreshAt?.toISOString() ?? null,
    lastRefreshError: row.lastRefreshError ?? null,
    version: row.version,
    keyColumns: row.keyColumns ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
