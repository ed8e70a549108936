import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dataset, DatasetImport, DatasetInspection } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { csvServer, datasetsClient } from './testing';

// Issue 29 item 11: with `Prefer: respond-async` an import answers 202 with its record as soon
// as the record exists, so the client polls only an import that exists; its end (the data set,
// or the failure with what the 400 would have said) is in the record.

let t: TestApp;
let dataDir: string;
let editor: TestUser;
let api: ReturnType<typeof datasetsClient>;
let served = 'Year,Mean\n2001,370\n2002,372\n';
let files: Awaited<ReturnType<typeof csvServer>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-async-import-'));
  t = await buildTestApp({ dataDir, datasetUrlAllowPrivate: true });
  editor = await userWithRole(t, 'editor');
  api = datasetsClient(t, editor);
  files = await csvServer(() => served);
});
afterAll(async () => {
  await files.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const later = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...editor.headers, prefer: 'respond-async' },
  });

async function finished(id: string): Promise<DatasetImport> {
  return vi.waitFor(async () => {
    const res = await api.get(`/api/dataset-imports/${id}`);
    expect(res.statusCode).toBe(200);
    const record: DatasetImport = res.json().import;
    expect(record.status).not.toBe('running');
    return record;
  });
}

async function inspect(csv: string): Promise<DatasetInspection> {
  return (await api.upload('a.csv', Buffer.from(csv))).json();
}

describe('Prefer: respond-async', () => {
  it('answers 202 with the record, which ends with the data set', async () => {
    const inspection = await inspect('Year,Value\n2001,1\n2002,2\n');
    const importId = randomUUID();
    const res = await later('POST', '/api/datasets', {
      ...api.body(inspection, { name: 'Later' }),
      importId,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers.location).toBe(`/api/dataset-imports/${importId}`);
    expect(res.headers['preference-applied']).toBe('respond-async');
    expect(res.json().import).toMatchObject({ id: importId, rowsTotal: 2 });
    const record = await finished(importId);
    expect(record).toMatchObject({ status: 'done', rowsDone: 2, error: null });
    const dataset: Dataset = (await api.get(`/api/datasets/${record.datasetId}`)).json().dataset;
    expect(dataset).toMatchObject({ name: 'Later', rowCount: 2 });
  });

  it("keeps a failure's line and column in the record", async () => {
    const inspection = await inspect('Year,Value\n2001,1\n2002,n/a\n');
    const importId = randomUUID();
    const res = await later('POST', '/api/datasets', {
      ...api.body(inspection, { name: 'Bad', columns: { 1: { type: 'number' } } }),
      importId,
    });
    expect(res.statusCode).toBe(202);
    const record = await finished(importId);
    expect(record.status).toBe('failed');
    expect(record.error).toMatchObject({ code: 'datasets.bad_value', line: 3, column: 'Value' });
  });

  it('keeps the columns a refresh found changed, for mapping them', async () => {
    const created = await api.post('/api/datasets/inspect-url', { url: `${files.base}/a.csv` });
    const dataset: Dataset = (
      await api.post('/api/datasets', api.body(created.json(), { name: 'From a URL' }))
    ).json().dataset;
    served = 'Year,Average\n2001,370\n';
    const importId = randomUUID();
    const res = await later('POST', `/api/datasets/${dataset.id}/refresh`, { importId });
    expect(res.statusCode).toBe(202);
    const record = await finished(importId);
    expect(record.error).toMatchObject({
      code: 'datasets.column_mismatch',
      missing: ['Mean'],
      unexpected: ['Average'],
    });
  });

  it('answers at once what fails before the import exists, and waits without the header', async () => {
    const importId = randomUUID();
    const gone = await later('POST', '/api/datasets', {
      name: 'Gone',
      stagingId: 'f'.repeat(32),
      importId,
      columns: [{ name: 'a', type: 'text' }],
    });
    expect(gone.statusCode).toBe(404);
    expect((await api.get(`/api/dataset-imports/${importId}`)).statusCode).toBe(404);
    const inspection = await inspect('Year,Value\n2001,1\n');
    const waited = await api.post('/api/datasets', {
      ...api.body(inspection, { name: 'Waited' }),
      importId: randomUUID(),
    });
    expect(waited.statusCode).toBe(200);
    expect(waited.json().dataset.name).toBe('Waited');
  });
});
