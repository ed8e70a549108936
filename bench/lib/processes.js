// Child processes for the benchmarks: the production server, the bare-Node floor server, builds.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** The tests' self-signed certificate for 127.0.0.1 (a browser must be told to accept it). */
export const TEST_TLS = {
  TLS_CERT_FILE: join(root, 'apps/server/test/fixtures/tls/localhost-cert.pem'),
  TLS_KEY_FILE: join(root, 'apps/server/test/fixtures/tls/localhost-key.pem'),
};
const testCa = () => readFileSync(TEST_TLS.TLS_CERT_FILE);

/**
 * One request (http:// or https:// trusting the test certificate); resolves with the status and
 * the body as text, or status 0 when nothing answers.
 * @param {string} url
 * @param {{ method?: string, json?: unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, text: string }>}
 */
export function requestText(url, { method = 'GET', json, headers: extra = {} } = {}) {
  const https = url.startsWith('https:');
  const send = https ? httpsRequest : httpRequest;
  const headers = json === undefined ? extra : { 'content-type': 'application/json', ...extra };
  return new Promise((done) => {
    const req = send(url, { method, headers, ...(https ? { ca: testCa() } : {}) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', () => done({ status: 0, text: '' }));
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

/** Runs a command (in the repository root by default), inheriting stdio; throws when it fails. */
export function runOrThrow(command, args, env = {}, cwd = root) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/**
 * @typedef {object} Child
 * @property {string} url base URL, e.g. http://127.0.0.1:40123
 * @property {number} pid
 * @property {() => string} output everything the process printed so far
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after 15 s
 */

/**
 * Starts `node <script>` and resolves once an HTTP GET on `readyPath` answers 200.
 * @param {string} script path relative to the repository root
 * @param {Record<string, string>} env
 * @param {string} readyPath
 * @returns {Promise<Child>}
 */
export async function startNode(script, env, readyPath) {
  const port = await freePort();
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if ((await requestText(url + readyPath)).status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid ?? -1,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** `vite build` of the web app with sourcemaps into `outDir` (apps/web/dist is left alone). */
export function buildSourcemappedWeb(outDir) {
  runOrThrow(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'true',
      '--logLevel',
      'warn',
    ],
    {},
    resolve(root, 'apps/web'),
  );
}

/** Signs the seeded demo admin in on a running server and returns the token. */
export async function demoToken(base) {
  const res = await requestText(`${base}/api/auth/login`, {
    method: 'POST',
    json: { email: 'demo@keeling.app', password: 'keeling-demo' },
  });
  if (res.status !== 200) throw new Error(`login: HTTP ${res.status}`);
  return JSON.parse(res.text).data.token;
}

/**
 * The production server on a fresh PGlite database in `dataDir`, serving the web build `webDist`;
 * with `tls`, over HTTPS (HTTP/2) with the test certificate, as a deployment serves it.
 */
export function startProductionServer(dataDir, webDist, { tls = false } = {}) {
  return startNode(
    'apps/server/dist/main.js',
    {
      DATABASE_URL: `pglite://${join(dataDir, 'db')}`,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...(tls ? TEST_TLS : {}),
    },
    '/api/health',
  );
}
