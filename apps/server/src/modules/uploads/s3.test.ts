// Uploads in an S3-compatible bucket (S3_BUCKET…), whatever the database: written there whole,
// served back as stored, shared by two instances that share nothing else, and a bucket that
// refuses, fails or cannot be reached answers 503 with the code. The bucket is a local fake.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { uploadedFiles } from '../../db/schema';
import { gradientPng } from '../../seed/png';
import { type TestUser, userWithRole } from '../blog/testing';
import { UPLOAD_MESSAGES } from './errors';
import { type FakeS3, startFakeS3 } from './s3-fake.testing';
import { createUploadsService } from './service';
import { multipart } from './testing';

const PNG = gradientPng(24, 12, [10, 80, 40], [220, 250, 200]);

let fake: FakeS3;
let uploadDir: string;
let a: TestApp;
let b: TestApp;
let editor: TestUser;

/** A local port nothing listens on: a bucket that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function upload(t: TestApp, user = editor) {
  const { payload, contentType } = multipart('photo.png', 'image/png', PNG);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...user.headers, 'content-type': contentType },
  });
}

/** A 503 as the uploads answer it: the code, the message, Retry-After and nothing else. */
function expectUnavailable(res: { statusCode: number; headers: object; json(): unknown }) {
  expect({ status: res.statusCode, headers: res.headers, body: res.json() }).toMatchObject({
    status: 503,
    headers: { 'retry-after': expect.any(String) },
  });
  expect(res.json()).toEqual({
    code: COMMON.unavailable,
    message: UPLOAD_MESSAGES.storageUnavailable,
  });
}

beforeAll(async () => {
  fake = await startFakeS3();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-s3-uploads-'));
  // Two instances, each with a database of its own: only the bucket is shared.
  [a, b] = await Promise.all([
    buildTestApp({ uploadDir, s3: fake.config }),
    buildTestApp({ uploadDir, s3: fake.config }),
  ]);
  editor = await userWithRole(a, 'editor');
});
afterEach(() => {
  fake.mode = 'ok';
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await fake.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('keeps the image in the bucket, signed, and serves the same bytes back', async () => {
    const res = await upload(a);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const name = path.basename(url);
    expect(a.services.uploads.storage).toBe('s3');

    const object = fake.objects.get(`uploads/${name}`);
    expect(object?.contentType).toBe('image/png');
    expect(Buffer.compare(object?.body ?? Buffer.alloc(0), PNG)).toBe(0);
    expect(fake.requests.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
    // Nothing on this instance's disk, nothing in its database.
    expect(existsSync(uploadDir) ? readdirSync(uploadDir) : []).toEqual([]);
    const [rows] = await a.database.db.select({ n: count() }).from(uploadedFiles);
    expect(rows?.n).toBe(0);

    const file = await a.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(PNG.length));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });

  it('shares the uploads between two instances: B serves what A stored', async () => {
    const { url } = (await upload(a)).json();
    const file = await b.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const res = await a.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: COMMON.notFound });
  });

  it.each([
    ['refuses access (403 AccessDenied)', 'deny'],
    ['fails (500 InternalError)', 'fail'],
    ['drops the connection', 'reset'],
  ] as const)('a bucket that %s: 503 with the code, nothing kept', async (_, mode) => {
    const { url } = (await upload(a)).json();
    const before = fake.objects.size;
    fake.mode = mode;
    expectUnavailable(await upload(a));
    expectUnavailable(await a.app.inject({ method: 'GET', url }));
    expect(fake.objects.size).toBe(before);
  });

  it('a bucket that cannot be reached: 503 with the code', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const down = await buildTestApp({ uploadDir, s3: { ...fake.config, endpoint } });
    try {
      const started = Date.now();
      expectUnavailable(await upload(down, await userWithRole(down, 'editor')));
      const { url } = (await upload(a)).json();
      expectUnavailable(await down.app.inject({ method: 'GET', url }));
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await down.close();
    }
  });

  it('a bucket that does not exist is the storage failing (503), not a missing file', async () => {
    const uploads = createUploadsService({ uploadDir, s3: { ...fake.config, bucket: 'gone' } });
    await expect(uploads.find(`${'1'.repeat(32)}.png`)).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('reports why the bucket failed to the log, and only there', async () => {
    const logError = vi.fn();
    const uploads = createUploadsService({ uploadDir, s3: fake.config, logError });
    fake.mode = 'deny';
    await expect(uploads.saveImage(PNG)).rejects.toMatchObject({ statusCode: 503 });
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'AccessDenied' }),
      expect.stringContaining(fake.config.bucket),
    );
  });
});
