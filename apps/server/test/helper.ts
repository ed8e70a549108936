import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ErrorCode } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp, createServices, type Services } from '../src/app';
import { type Config, DEFAULT_WEB_DIST } from '../src/config';
import { type Database, openDatabase, openPgliteWorker } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';

export const TEST_SECRET = new TextEncoder().encode(
  'test-secret-that-is-at-least-32-characters-long',
);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    database: { kind: 'pglite', dataDir: null },
    port: 0,
    host: '127.0.0.1',
    jwtSecret: TEST_SECRET,
    jwtTtlSeconds: 3600,
    uploadDir: '/tmp/keeling-test-uploads',
    registrationRole: 'viewer',
    appName: 'Keeling',
    seedAdminEmail: 'demo@keeling.app',
    seedAdminPassword: 'keeling-demo',
    dataDir: '/tmp/keeling-test-data',
    webDist: `${DEFAULT_WEB_DIST}-absent-in-tests`,
    logLevel: 'silent',
    trustProxy: false,
    datasetMaxBytes: 100 * 1024 * 1024,
    datasetUrlAllowPrivate: false,
    shutdownDrainMs: 0,
    ...overrides,
  };
}

/**
 * Creating a PGlite cluster takes seconds (initdb); loading a dump of a migrated one takes
 * well under one. The dump is cached in the temp dir, keyed by the migrations' content.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql'))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  const file = path.join(
    tmpdir(),
    `keeling-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: Pick<PGlite, 'dumpDataDir'> }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** True when the suite runs on a PostgreSQL server (DATABASE_URL), false on PGlite. */
export const onPostgres = isPostgresUrl(process.env.DATABASE_URL);

export type TestDatabase = Database & {
  /** PostgreSQL only: the throwaway database, for opening a second instance on it. */
  url?: string;
};

/**
 * A fresh, migrated database: in-memory PGlite, or, when DATABASE_URL points at PostgreSQL,
 * a throwaway database `keeling_t_<random>` dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!isPostgresUrl(serverUrl))
    return openPgliteWorker({ dataDir: null, loadDataDir: await pgliteTemplate() });
  const name = `keeling_t_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** The services the app was built with (the same instances: caches, counted views). */
  services: Services;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: BuildAppOptions['beforeReady'],
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const services = createServices({ config, database });
  const app = await buildApp({ config, database, services, beforeReady });
  return {
    app,
    config,
    database,
    services,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits do not couple unrelated tests. */
export function nextIp(): string {
  ipCounter++;
  return `10.9.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export const PASSWORD = 'correct-horse-battery';

export async function registerUser(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<{ accessToken: string; user: { id: string; role: string; email: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: { email, password, firstName: 'Test', lastName: 'User' },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Asserts an error answer: its status and the one error body, `{ message, code, … }`. */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: ErrorCode,
  label?: string,
): void {
  expect({ status: res.statusCode, body: res.json() }, label).toMatchObject({
    status,
    body: { code, message: expect.any(String) },
  });
}
