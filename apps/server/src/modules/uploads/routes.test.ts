import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUTH_ERROR_CODES as AUTH,
  COMMON_ERROR_CODES as COMMON,
  UPLOAD_ERROR_CODES as UPLOADS,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { gradientPng } from '../../seed/png';
import { type TestUser, userWithRole } from '../blog/testing';
import { detectImageType } from './image-type';

let t: TestApp;
let uploadDir: string;
let editor: TestUser;
let viewer: TestUser;

const PNG = gradientPng(16, 8, [0, 60, 120], [200, 230, 255]);

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(user: TestUser | undefined, filename: string, type: string, content: Buffer) {
  const { payload, contentType } = multipart(filename, type, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...user?.headers, 'content-type': contentType },
  });
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-uploads-'));
  t = await buildTestApp({ uploadDir });
  [editor, viewer] = await Promise.all([userWithRole(t, 'editor'), userWithRole(t, 'viewer')]);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('detectImageType', () => {
  it('reads magic bytes', () => {
    expect(detectImageType(PNG)?.ext).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(detectImageType(Buffer.from('GIF89a...'))?.ext).toBe('gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/uploads', () => {
  it('accepts a PNG whatever its name, stores it under a random name and serves it', async () => {
    const res = await upload(editor, 'notes.txt', 'text/plain', PNG);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await t.services.uploads.find(path.basename(url))).not.toBeNull();

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });

  it('gives every upload a new name', async () => {
    const a = (await upload(editor, 'a.png', 'image/png', PNG)).json().url;
    const b = (await upload(editor, 'a.png', 'image/png', PNG)).json().url;
    expect(a).not.toBe(b);
  });

  it.each([
    ['a text file named .png', 'evil.png', 'image/png', Buffer.from('just text, not an image')],
    ['an SVG', 'logo.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')],
    ['HTML declared as an image', 'x.gif', 'image/gif', Buffer.from('<html><script>1</script>')],
  ])('refuses %s with 415', async (_label, name, type, content) => {
    const res = await upload(editor, name, type, content);
    expectError(res, 415, UPLOADS.unsupportedType);
  });

  it('refuses a file over 5 MB with 413 JSON', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(editor, 'big.png', 'image/png', big);
    expectError(res, 413, UPLOADS.tooLarge);
  });

  it('answers 400 without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: editor.headers,
      payload: { file: 'x' },
    });
    expectError(res, 400, UPLOADS.missingFile);
  });

  it('answers 401 without a token and 403 for a viewer', async () => {
    expectError(await upload(undefined, 'a.png', 'image/png', PNG), 401, AUTH.unauthorized);
    expectError(await upload(viewer, 'a.png', 'image/png', PNG), 403, AUTH.forbidden);
  });
});

describe('GET /uploads/<name>', () => {
  it.each([
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/../../etc/passwd',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/0123456789abcdef0123456789abcdef.svg',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectError(res, 404, COMMON.notFound);
    expect(res.body).not.toContain('root:');
  });
});
