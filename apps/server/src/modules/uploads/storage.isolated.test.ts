// A full or unwritable upload directory: a clean 503 with a code, and nothing left on disk
// (no truncated image, no empty file). The disk fills up through a mocked writeFile.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gradientPng } from '../../seed/png';
import { createUploadsService } from './service';

const disk = vi.hoisted(() => ({ full: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    if (!disk.full || typeof file !== 'string' || !(data instanceof Uint8Array)) {
      return fs.writeFile(file, data, options);
    }
    // What a full disk does: part of the bytes land, then ENOSPC.
    await fs.writeFile(file, data.subarray(0, data.length / 2), options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

const PNG = gradientPng(8, 8, [0, 0, 0], [255, 255, 255]);
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'keeling-storage-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { statusCode: number; code: string; headers: Record<string, string> },
  );
  return (
    error && {
      status: error.statusCode,
      code: error.code,
      retryAfter: error.headers['retry-after'],
    }
  );
};

describe('upload storage failures', () => {
  it('answers 503 on a full disk and removes the partial file', async () => {
    const uploadDir = path.join(root, 'full');
    const uploads = createUploadsService({ uploadDir });
    disk.full = true;
    try {
      expect(await refusal(uploads.saveImage(PNG))).toEqual({
        status: 503,
        code: COMMON.unavailable,
        retryAfter: expect.any(String),
      });
    } finally {
      disk.full = false;
    }
    expect(readdirSync(uploadDir)).toEqual([]);
    await uploads.saveImage(PNG);
    expect(readdirSync(uploadDir)).toHaveLength(1);
  });

  it('answers 503 when the upload directory cannot be created', async () => {
    const blocker = path.join(root, 'a-file');
    writeFileSync(blocker, '');
    const uploads = createUploadsService({ uploadDir: path.join(blocker, 'uploads') });
    expect(await refusal(uploads.saveImage(PNG))).toMatchObject({
      status: 503,
      code: COMMON.unavailable,
    });
  });
});
