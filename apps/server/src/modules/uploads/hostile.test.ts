// Uploads under attack: malformed multipart, pixel floods, documents dressed as images,
// polyglots, traversal names and aborted bodies. None gives a 500 or leaves a file behind.

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_ERROR_CODES as UPLOADS } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { gradientPng } from '../../seed/png';
import { type TestUser, userWithRole } from '../blog/testing';
import { imageDimensions } from './image-size';
import { detectImageType } from './image-type';
import { gifOf, jpegOf, multipart, pngOf, storedCount, webpOf } from './testing';

let t: TestApp;
let uploadDir: string;
let editor: TestUser;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-hostile-'));
  t = await buildTestApp({ uploadDir });
  editor = await userWithRole(t, 'editor');
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const send = (payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...editor.headers, 'content-type': contentType },
  });

const upload = (content: Buffer, filename = 'image.png', type = 'image/png') => {
  const { payload, contentType } = multipart(filename, type, content);
  return send(payload, contentType);
};

const PNG = gradientPng(8, 8, [0, 0, 0], [255, 255, 255]);
const HEAD =
  'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';

describe('malformed multipart: 400 with a code, never 500', () => {
  const cases: [string, string | Buffer, string][] = [
    ['no boundary', `--x\r\n${HEAD}\r\n\r\nabc\r\n--x--\r\n`, 'multipart/form-data'],
    [
      'a wrong boundary',
      `--x\r\n${HEAD}\r\n\r\nabc\r\n--x--\r\n`,
      'multipart/form-data; boundary=y',
    ],
    [
      'a 200-character boundary',
      `--${'b'.repeat(200)}\r\n${HEAD}\r\n\r\nabc\r\n--${'b'.repeat(200)}--\r\n`,
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
    ],
    [
      'no closing boundary',
      Buffer.concat([Buffer.from(`--x\r\n${HEAD}\r\n\r\n`), PNG]),
      'multipart/form-data; boundary=x',
    ],
    [
      'truncated part headers',
      '--x\r\nContent-Disposition: form-da',
      'multipart/form-data; boundary=x',
    ],
    ['an empty body', '', 'multipart/form-data; boundary=x'],
  ];
  for (const [label, payload, contentType] of cases) {
    it(label, async () => {
      const res = await send(payload, contentType);
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(await storedCount(t, uploadDir)).toBe(0);
    });
  }
});

describe('image headers', () => {
  it('reads the declared size of PNG, JPEG, GIF and WebP (lossy, lossless, extended)', () => {
    const sizes = [pngOf(640, 480), jpegOf(640, 480), gifOf(640, 480), ...webpOf(640, 480)].map(
      (bytes) => {
        const type = detectImageType(bytes);
        return type && imageDimensions(bytes, type);
      },
    );
    for (const size of sizes) expect(size).toEqual({ width: 640, height: 480 });
  });

  it('refuses a pixel flood in every format (50,000 × 50,000 declared in a few bytes)', async () => {
    for (const bytes of [
      pngOf(50_000, 50_000),
      jpegOf(50_000, 50_000),
      gifOf(65_535, 65_535),
      ...webpOf(16_000, 16_000),
    ]) {
      expectError(await upload(bytes), 413, UPLOADS.tooManyPixels);
    }
    expect(await storedCount(t, uploadDir)).toBe(0);
  });

  it('refuses an image whose size cannot be read', async () => {
    expectError(await upload(PNG.subarray(0, 16)), 415, UPLOADS.unsupportedType);
  });
});

describe('documents dressed as images', () => {
  const documents: [string, string][] = [
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['XML', '<?xml version="1.0"?><x/>'],
    ['a PDF', '%PDF-1.7\n'],
  ];
  for (const [label, content] of documents) {
    it(`refuses ${label} named .png and sent as image/png`, async () => {
      expectError(await upload(Buffer.from(content)), 415, UPLOADS.unsupportedType);
    });
  }

  it('serves a PNG/HTML polyglot only as an image that cannot run (nosniff, sandbox)', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(polyglot, 'x.html', 'text/html');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining('sandbox'),
    });
  });
});

describe('names', () => {
  it('ignores the sent file name, traversal included', async () => {
    const res = await upload(PNG, '../../../etc/passwd.png');
    expect(res.json().url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it('serves nothing outside the upload directory', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/.hidden.png.part',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
  });
});

/** When Fastify's handler of POST /api/uploads reaches `event` (its diagnostics channel). */
function uploadHandler(event: 'start' | 'asyncEnd'): Promise<void> {
  const name = `tracing:fastify.request.handler:${event}`;
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      const { route } = message as { route: { method: string; url: string } };
      if (route.method !== 'POST' || route.url !== '/api/uploads') return;
      unsubscribe(name, listener);
      resolve();
    };
    subscribe(name, listener);
  });
}

describe('aborted uploads', () => {
  it('leave nothing behind when the client goes away mid-body', async () => {
    const before = await storedCount(t, uploadDir);
    const begun = uploadHandler('start');
    const settled = uploadHandler('asyncEnd');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { payload, contentType } = multipart('a.png', 'image/png', pngOf(64, 64, 200_000));
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/uploads HTTP/1.1\r\nHost: x\r\nAuthorization: ${editor.headers.authorization}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await begun; // the handler is reading the body
    socket.destroy();
    await settled; // the handler has stored the image or given up: no sleep standing in for it
    expect(await storedCount(t, uploadDir)).toBe(before);
  });
});
