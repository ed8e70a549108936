import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onPostgresServer, throwawayDatabase } from '../../scripts/lib/throwaway-database.js';
import { scratchRoot } from './scratch';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = join(root, 'apps/server/dist/main.js');

/** A started server: its URL, its database's URL (a second instance may share it) and `stop`. */
export type RunningServer = { url: string; databaseUrl: string; stop: () => Promise<void> };

/**
 * A seeded database that servers start from instead of migrating and seeding their own (≈ 1.5 s
 * of the 3 s a server takes to start): its data folder (PGlite's files and the seeded uploads)
 * and, on PostgreSQL, the name of the template database.
 */
export type Template = { dataDir: string; database?: string };

/** Settings that change what the seed writes: a server given one seeds its own database. */
const changesTheSeed = (env: Record<string, string>) =>
  Object.keys(env).some((key) => key.startsWith('SEED_'));

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

type FreshDatabase = { url: string; drop: () => Promise<void> };

/**
 * A fresh database per server: PGlite in a temp folder, or a new database on DATABASE_URL's
 * server. From `template` (the seeded database globalSetup made) when there is one: a copy of
 * its folder, or PostgreSQL's `CREATE DATABASE … TEMPLATE`.
 */
async function freshDatabase(dataDir: string, template?: Template): Promise<FreshDatabase> {
  const base = process.env.DATABASE_URL;
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  if (base?.startsWith('postgres'))
    return throwawayDatabase(base, { prefix: 'keeling_e2e', template: template?.database });
  if (!template) return { url: 'pglite://memory', drop: async () => {} };
  return { url: `pglite://${join(dataDir, 'db')}`, drop: async () => {} };
}

/** GET /api/health's status (0 while nothing listens); over HTTPS trusting `ca` alone. */
function healthStatus(url: string, ca?: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const req = get(url, { ca }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
}

/** Starts the production server (`node apps/server/dist/main.js`) as a user would, on a free port. */
export async function startServer(
  env: Record<string, string> = {},
  template?: Template,
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the browser tests');
  const port = await freePort();
  const dataDir = mkdtempSync(join(scratchRoot, 'keeling-e2e-'));
  // A server given its own DATABASE_URL (the template's) uses that one.
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: async () => {} }
    : await freshDatabase(dataDir, changesTheSeed(env) ? undefined : template);
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No load balancer to drain for: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const ca = env.TLS_CERT_FILE ? readFileSync(env.TLS_CERT_FILE) : undefined;
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    if ((await healthStatus(`${url}/api/health`, ca)) === 200) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  if (Date.now() >= deadline) throw new Error(`Server did not start:\n${output}`);
  return {
    url,
    databaseUrl: database.url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the template: a server migrates and seeds a database of its own, then stops (PGlite
 * writes its folder out on a clean stop). On PostgreSQL the database is then marked a template.
 */
export async function makeTemplate(): Promise<{ template: Template; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(scratchRoot, 'keeling-e2e-template-'));
  const base = process.env.DATABASE_URL;
  const onPostgres = base?.startsWith('postgres') ? base : undefined;
  const database = onPostgres
    ? await throwawayDatabase(onPostgres, { prefix: 'keeling_e2e_template' })
    : undefined;
  const server = await startServer({
    DATABASE_URL: database?.url ?? `pglite://${join(dataDir, 'db')}`,
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
  });
  await server.stop();
  if (onPostgres && database)
    await onPostgresServer(onPostgres, `alter database ${database.name} is_template true`);
  return {
    template: { dataDir, database: database?.name },
    remove: async () => {
      if (onPostgres && database) {
        await onPostgresServer(onPostgres, `alter database ${database.name} is_template false`);
        await database.drop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
