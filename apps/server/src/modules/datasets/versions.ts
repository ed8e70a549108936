import type { ColumnQuality } from '@keeling/contract';
import type { CatalogueColumn, DatasetRow } from '../../db/schema';
import type { LoadSession } from './bulk-load';
import { dropTableSql } from './physical-table';
import { createDatasetsRepository } from './repository';
import { compareVersions, suggestKey } from './version-compare';
import { createVersionSources } from './version-sources';
import { createVersionsRepository } from './versions-repository';

export interface NewVersionInput {
  /** The data set as locked in this transaction. */
  current: DatasetRow;
  /** The new version's table, loaded, and its columns (renamed ones keep their keys). */
  table: string;
  columns: CatalogueColumn[];
  rowCount: number;
  /** What reading its file found, per column. */
  quality: ColumnQuality[];
  origin: 'refresh' | 'upload';
  actorId: string | null;
}

/**
 * Inside the transaction that loaded `table`: records it as the next version with what it
 * changed against the current one (by the data set's key, else a suggested one, kept), makes it
 * current and drops the tables of versions beyond the `keep` latest.
 */
export async function recordVersion(
  session: LoadSession,
  keep: number,
  { current, table, columns, rowCount, quality, origin, actorId }: NewVersionInput,
): Promise<DatasetRow | null> {
  const versions = createVersionsRepository(session.db);
  const before = { table: current.tableName, columns: current.columns };
  const after = { table, columns };
  const key = current.keyColumns ?? (await suggestKey(session.db, before));
  const changes = await compareVersions(session.db, before, after, key, current.version);
  const version = (await versions.latest(current.id)) + 1;
  await versions.insert({
    datasetId: current.id,
    version,
    origin,
    tableName: table,
    rowCount,
    columns,
    changes,
    quality,
    createdBy: actorId,
  });
  const now = new Date();
  const updated = await createDatasetsRepository(session.db).update(current.id, {
    tableName: table,
    rowCount,
    columns,
    version,
    keyColumns: key,
    importedAt: now,
    ...(origin === 'refresh' ? { lastRefreshAt: now, lastRefreshError: null } : {}),
  });
  await pruneVersions(session, current.id, version, keep);
  return updated;
}

/**
 * Drops the tables and original files of the versions beyond the `keep` latest (the current one
 * always stays).
 */
export async function pruneVersions(
  session: LoadSession,
  datasetId: string,
  current: number,
  keep: number,
): Promise<void> {
  const versions = createVersionsRepository(session.db);
  const others = await versions.keptBesides(datasetId, current);
  const dropped = others.slice(Math.max(keep - 1, 0));
  for (const old of dropped) {
    if (old.tableName) await session.exec(dropTableSql(old.tableName));
    await versions.forgetTable(datasetId, old.version);
  }
  await createVersionSources(session.db).remove(
    datasetId,
    dropped.map((old) => old.version),
  );
}
