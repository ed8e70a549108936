import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { startPgliteMaintenance } from './maintenance';

describe('PGlite maintenance', () => {
  it('vacuums and analyzes at start on PGlite (no autovacuum there), nothing on PostgreSQL', async () => {
    const database = await createTestDatabase();
    try {
      const stop = await startPgliteMaintenance(database);
      stop();
      if (database.kind !== 'pglite') return;
      const result = (await database.db.execute(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'articles'`,
      )) as { rows: unknown[] };
      expect(result.rows).toEqual([{ analyzed: true }]);
    } finally {
      await database.close();
    }
  });
});
