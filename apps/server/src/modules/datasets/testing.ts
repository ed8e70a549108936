import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Dataset, DatasetCreateBody, DatasetInspection } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import type { TestUser } from '../blog/testing';

/** The real public files in the repository's test-data/ (tests read them; product code never does). */
export const TEST_DATA = path.resolve(import.meta.dirname, '../../../../../test-data');
export const testDataFile = (relative: string) => readFileSync(path.join(TEST_DATA, relative));

/** A multipart body with one `file` and optional text fields before it. */
export function multipartBody(
  fileName: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type CreateOverrides = Partial<Omit<DatasetCreateBody, 'columns'>> & {
  /** Per column index: what to change from the inspection. */
  columns?: Record<number, Partial<DatasetCreateBody['columns'][number]>>;
};

/** The data-set API as a signed-in user (or anonymous) calls it. */
export function datasetsClient(t: Pick<TestApp, 'app'>, user?: TestUser) {
  const headers = user?.headers ?? {};
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function ok<T>(res: { statusCode: number; body: string; json(): T }): Promise<T> {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  }

  const client = {
    get: (url: string) => inject('GET', url),
    post: (url: string, payload: object) => inject('POST', url, payload),
    put: (url: string, payload: object) => inject('PUT', url, payload),
    patch: (url: string, payload: object) => inject('PATCH', url, payload),
    del: (url: string) => inject('DELETE', url),

    upload(fileName: string, content: Buffer, fields?: Record<string, string>) {
      const { payload, contentType } = multipartBody(fileName, content, fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/datasets/inspect',
        payload,
        headers: { ...headers, 'content-type': contentType },
      });
    },

    /** The create body from an inspection, with overrides. */
    body(inspection: DatasetInspection, overrides: CreateOverrides = {}): DatasetCreateBody {
      const { columns, ...rest } = overrides;
      return {
        name: inspection.fileName ?? 'Data',
        stagingId: inspection.stagingId,
        ...rest,
        columns: inspection.columns.map((c, i) => ({
          name: c.name,
          type: c.type,
          ...columns?.[i],
        })),
      };
    },

    /** Inspect, then create: answers both. */
    async importFile(
      fileName: string,
      content: Buffer,
      overrides: CreateOverrides & { markers?: string[]; extraColumns?: string[] } = {},
    ): Promise<{ inspection: DatasetInspection; dataset: Dataset }> {
      const { markers, extraColumns, ...rest } = overrides;
      const fields = {
        ...(markers ? { missingMarkers: JSON.stringify(markers) } : {}),
        ...(extraColumns ? { extraColumns: JSON.stringify(extraColumns) } : {}),
      };
      const inspection = await ok<DatasetInspection>(
        await client.upload(fileName, content, fields),
      );
      const body = client.body(inspection, { missingMarkers: markers, ...rest });
      const { dataset } = await ok<{ dataset: Dataset }>(await client.post('/api/datasets', body));
      return { inspection, dataset };
    },

    /** Rows of a data set (throws unless 200). */
    async rows(id: string, query = '') {
      return ok<{ rows: Record<string, string | number | null>[]; total: number }>(
        await client.get(`/api/datasets/${id}/rows${query}`),
      );
    },
  };
  return client;
}

/** What a test's CSV server answers for a path: a body, a status, or a redirect. */
export type CsvAnswer = string | number | { location: string };

/** A local HTTP server (127.0.0.1: the app under test must allow private addresses). */
export async function csvServer(answer: (path: string) => CsvAnswer) {
  const server = createServer((req, res) => {
    const found = answer(req.url ?? '/');
    if (typeof found === 'number') return res.writeHead(found).end();
    if (typeof found === 'object') return res.writeHead(301, found).end();
    return res.writeHead(200, { 'content-type': 'text/csv' }).end(found);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The data sets' physical tables in the database, by name. */
export async function datasetTables(t: Pick<TestApp, 'database'>): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select tablename from pg_tables where tablename like 'ds\\_%' order by 1`,
  );
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
}
