import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = join(root, 'apps/server/dist/main.js');

export type RunningServer = { url: string; stop: () => Promise<void> };

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

/** A fresh database per server: PGlite in a temp folder, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres')) return { url: 'pglite://memory', drop: async () => {} };
  const name = `keeling_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the browser tests');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'keeling-e2e-'));
  const database = await freshDatabase();
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
