// The server's own modules for the data bench, run from source through tsx (the production
// bundle exposes no services): a migrated database, the data-set and chart services as
// createServices wires them, and the raw connection the floors use.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { throwawayDatabase } from '../../scripts/lib/throwaway-database.js';
import { root } from './processes.js';

register();

const serverModule = (path) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);

/** A postgres:// URL from BENCH_DATABASE_URL or DATABASE_URL, or undefined (PGlite only). */
export function postgresUrlFromEnv(env = process.env) {
  const url = env.BENCH_DATABASE_URL || env.DATABASE_URL;
  return /^postgres(ql)?:\/\//.test(url ?? '') ? url : undefined;
}

/**
 * @typedef {object} BenchServer
 * @property {'pglite' | 'postgres'} kind
 * @property {string} label
 * @property {{ datasets: any, charts: any }} services
 * @property {{ invalidate(...topics: string[]): Promise<void> }} cache
 * @property {(text: string) => Promise<{ rows: Record<string, unknown>[] }>} query the requests' connection (as chart queries run)
 * @property {any} database
 * @property {() => Promise<void>} close
 */

/**
 * Opens a migrated database, PGlite in its worker with a data directory under `tempDir` (as in
 * production) or a throwaway database on `postgresUrl`, and the services over it.
 * @returns {Promise<BenchServer>}
 */
export async function openBenchServer({ tempDir, postgresUrl }) {
  const [{ openDatabase }, { runMigrations }, datasetsModule, chartsModule, contract] =
    await Promise.all([
      serverModule('db/client.ts'),
      serverModule('db/migrate.ts'),
      serverModule('modules/datasets/service.ts'),
      serverModule('modules/charts/service.ts'),
      import('@keeling/contract'),
    ]);
  const throwaway = postgresUrl
    ? await throwawayDatabase(postgresUrl, { prefix: 'keeling_bench' })
    : null;
  const database = await openDatabase(
    throwaway
      ? { kind: 'postgres', url: throwaway.url }
      : { kind: 'pglite', dataDir: join(tempDir, 'pglite') },
  );
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    await throwaway?.drop();
    throw error;
  }
  const { db, cache } = database;
  const config = {
    dataDir: join(tempDir, 'data'),
    // The bench file is larger than the default upload limit allows for some row counts.
    datasetMaxBytes: 2 ** 31,
    datasetUrlAllowPrivate: false,
  };
  const datasets = datasetsModule.createDatasetsService({ db, config, cache });
  const charts = chartsModule.createChartsService({ db, cache, datasets });
  const client = db.$client;
  return {
    kind: database.kind,
    label: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    services: { datasets, charts },
    contract,
    cache,
    database,
    query: (text) => client.query(text),
    async close() {
      await database.close();
      await throwaway?.drop();
    },
  };
}
