// Helpers of the fault scripts: start the production server as a child process, talk to it,
// write while it dies, and read back what it acknowledged.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ADMIN = { email: 'faults@keeling.app', password: 'faults-demo-password' };
const MAIN = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Servers this script started and that still run (a failed scenario's are killed). */
export const running = new Set();

/** Starts `dist/main.js` with `env`; resolves once /api/health answers 200. */
export async function startServer({ dir, port, databaseUrl }) {
  const log = join(dir, `server-${Date.now()}.log`);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: 'fault-scripts-secret-0123456789abcdefghij',
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  running.add(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const server = { child, exited, log, url: `http://127.0.0.1:${port}` };
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) break;
    const res = await call(server, 'GET', '/api/health').catch(() => null);
    if (res?.status === 200) return server;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${readFileSync(log, 'utf8').slice(-3000)}`);
}

/** One request; `timeoutMs` bounds it. Answers `{ status, body, ms }`. */
export async function call(server, method, path, { token, body, timeoutMs = 30_000 } = {}) {
  const started = Date.now();
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json, ms: Date.now() - started };
}

export async function signIn(server) {
  const res = await call(server, 'POST', '/api/auth/login', { body: ADMIN });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/**
 * Writers creating drafts until `stop()`: every article the server acknowledged (200) is
 * recorded; failures are counted by kind.
 */
export function writeStorm(server, token, { writers = 8, tag = 'storm' } = {}) {
  const acknowledged = [];
  const failures = { refused: 0, unavailable: 0, network: 0 };
  let maxMs = 0;
  let running = true;
  let n = 0;
  const writer = async () => {
    while (running) {
      const title = `${tag} ${process.pid} ${n++}`;
      try {
        const res = await call(server, 'POST', '/api/blog/update_insert_article', {
          token,
          body: { title, status: 'draft' },
          timeoutMs: 20_000,
        });
        maxMs = Math.max(maxMs, res.ms);
        if (res.status === 200) acknowledged.push(res.body.article.id);
        else if (res.status === 503) failures.unavailable++;
        else failures.refused++;
      } catch {
        failures.network++;
        await sleep(50);
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    failures,
    /** The slowest answer a writer got. */
    get maxMs() {
      return maxMs;
    },
    /** Resolves once `count` writes are acknowledged (a condition, not a time); throws after `limitMs`. */
    async acknowledgedAtLeast(count, limitMs = 60_000) {
      const started = Date.now();
      while (acknowledged.length < count) {
        if (Date.now() - started > limitMs)
          throw new Error(`only ${acknowledged.length} writes acknowledged in ${limitMs} ms`);
        await sleep(20);
      }
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The acknowledged ids the server cannot find any more. */
export async function missing(server, token, ids) {
  const lost = [];
  for (const id of ids) {
    const res = await call(server, 'GET', `/api/blog/article?id=${id}&countView=false`, { token });
    if (res.status !== 200) lost.push(id);
  }
  return lost;
}
