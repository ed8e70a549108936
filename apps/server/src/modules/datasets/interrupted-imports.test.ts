import { randomUUID } from 'node:crypto';
import type { Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { datasetImports } from '../../db/schema';
import { type TestUser, userWithRole } from '../blog/testing';
import { IMPORT_STALE_MS } from './import-progress';
import { csvServer, datasetsClient } from './testing';

// An import cut by a crash or a restart (kill -9 mid-import) is not left `running` for ever:
// the server marks it failed at start (PGlite: every running one) or once it has been silent
// for IMPORT_STALE_MS (PostgreSQL, other instances' heartbeats), and a cut refresh is recorded
// on its data set like any failed refresh.

let t: TestApp;
let editor: TestUser;
let api: ReturnType<typeof datasetsClient>;
let server: Awaited<ReturnType<typeof csvServer>>;

beforeAll(async () => {
  server = await csvServer(() => 'Year,Mean\n2024,424.6\n2025,427.35\n');
  t = await buildTestApp({ datasetUrlAllowPrivate: true });
  editor = await userWithRole(t, 'editor');
  api = datasetsClient(t, editor);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** A `running` import as a killed process leaves it: started, last heard of `ago` ms ago. */
async function cutImport(datasetId: string | null, ago: number, heartbeat = false) {
  const id = randomUUID();
  const at = new Date(Date.now() - ago);
  await t.database.db.insert(datasetImports).values({
    id,
    datasetId,
    status: 'running',
    rowsDone: 10,
    rowsTotal: 100,
    startedAt: heartbeat ? new Date(Date.now() - 10 * IMPORT_STALE_MS) : at,
    heartbeatAt: heartbeat ? at : null,
  });
  return id;
}

const importOf = async (id: string) => (await api.get(`/api/dataset-imports/${id}`)).json().import;

describe('imports cut by a crash', () => {
  it('marks the silent ones failed, a refresh on its data set too, and leaves live ones', async () => {
    const inspection = (
      await api.post('/api/datasets/inspect-url', { url: `${server.base}/a` })
    ).json();
    const dataset: Dataset = (
      await api.post('/api/datasets', api.body(inspection, { name: 'Means' }))
    ).json().dataset;
    const refresh = await cutImport(dataset.id, 2 * IMPORT_STALE_MS);
    const create = await cutImport(null, 2 * IMPORT_STALE_MS);
    const alive = await cutImport(dataset.id, IMPORT_STALE_MS / 3, true);

    const failed = await t.services.datasets.failInterrupted(
      new Date(Date.now() - IMPORT_STALE_MS),
    );
    expect(failed).toBe(2);
    for (const id of [refresh, create]) {
      expect(await importOf(id)).toMatchObject({
        status: 'failed',
        error: { code: 'datasets.import_interrupted', line: null, column: null },
      });
      expect((await importOf(id)).finishedAt).not.toBeNull();
    }
    expect(await importOf(alive)).toMatchObject({ status: 'running', finishedAt: null });
    const after: Dataset = (await api.get(`/api/datasets/${dataset.id}`)).json().dataset;
    expect(after.lastRefreshError).toEqual({
      code: 'datasets.import_interrupted',
      message: 'The import stopped before it finished: the server stopped (a restart or a crash)',
    });
    expect(after.rowCount).toBe(2);
  });
});
