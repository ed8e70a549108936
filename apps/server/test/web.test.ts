import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../src/plugins/web';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let webDist: string;
const PRERENDERED_SCRIPT = "document.documentElement.setAttribute('data-x', '1');";

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'keeling-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  // as the web build writes it: the page and its precompressed copies (precompress-plugin.ts)
  const shell = '<!doctype html><html><head><title>Keeling SPA</title></head><body></body></html>';
  writeFileSync(path.join(webDist, 'index.html'), shell);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(shell));
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(shell));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webDist, 'prerendered', 'guest'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'prerendered', 'guest', 'page.html'),
    `<!doctype html><html><head><script>${PRERENDERED_SCRIPT}</script></head><body><div id="root" data-prerendered><h1>Prerendered guest page</h1></div></body></html>`,
  );
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('prerendered pages', () => {
  it('serves a page the build rendered at its own path (any query), the shell elsewhere', async () => {
    for (const url of ['/guest/page', '/guest/page?returnTo=%2Fdashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Prerendered guest page');
    }
    expect((await get('/guest/page/more')).body).toContain('Keeling SPA');
    expect((await get('/guest')).body).toContain('Keeling SPA');
    const page = await get('/guest/page');
    const shell = await get('/dashboard');
    expect(page.headers.etag).not.toBe(shell.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/guest/page',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("allows the page's inline script by its hash in the CSP", async () => {
    const sha = createHash('sha256').update(PRERENDERED_SCRIPT).digest('base64');
    const csp = String((await get('/guest/page')).headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${sha}'`);
  });
});

describe('web app serving', () => {
  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/dashboard/x', '/auth/jwt/login?returnTo=%2Fdashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Keeling SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page precompressed as the build wrote it, with validators that answer 304', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/dashboard/blog',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('Keeling SPA');

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/dashboard/blog',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

    const plain = await get('/dashboard/blog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    for (const [res, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
    ] as const) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/dashboard/blog',
        headers: { 'accept-encoding': encoding, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD for a client-side route as it would GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/dashboard/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates other files', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404 for unknown /api paths and missing assets', async () => {
    for (const url of ['/api/unknown', '/api/auth/nope', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'common.not_found' });
    }
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
  });

  it('does not serve files outside the web root', async () => {
    const res = await get('/../../etc/passwd');
    expect(res.body).not.toContain('root:');
  });
});
