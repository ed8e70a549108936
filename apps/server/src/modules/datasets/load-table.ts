import { open } from 'node:fs/promises';
import type { CatalogueColumn } from '../../db/schema';
import type { LoadSession } from './bulk-load';
import type { Converted } from './convert';
import { createTableSql, primaryKeySql } from './physical-table';

/**
 * Inside the import's transaction: creates the typed table and COPYs the converted file into
 * it one batch at a time (one batch in memory at once), then adds the line order's key.
 */
export async function loadTable(
  session: LoadSession,
  table: string,
  columns: readonly Pick<CatalogueColumn, 'key' | 'type'>[],
  file: string,
  converted: Converted,
  onProgress: (rowsLoaded: number) => void,
): Promise<void> {
  await session.exec(createTableSql(table, columns));
  const keys = columns.map((c) => c.key);
  const handle = await open(file, 'r');
  try {
    let loaded = 0;
    for (const batch of converted.batches) {
      const buffer = Buffer.allocUnsafe(batch.end - batch.start);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, batch.start);
      if (bytesRead !== buffer.length) throw new Error('The converted file ended early');
      await session.copyCsv(table, keys, buffer);
      loaded += batch.rows;
      onProgress(loaded);
    }
  } finally {
    await handle.close();
  }
  await session.exec(primaryKeySql(table));
}
