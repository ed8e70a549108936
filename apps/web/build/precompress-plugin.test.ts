import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compressibleFiles } from './precompress-plugin';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressibleFiles', () => {
  it('finds the assets, index.html and the prerendered pages, not the manifest or images', async () => {
    dir = mkdtempSync(join(tmpdir(), 'keeling-precompress-'));
    for (const file of [
      'assets/index-abc.js',
      'assets/index-abc.css',
      'assets/font.woff2',
      'index.html',
      'favicon.svg',
      'logo/logo.png',
      'prerendered/auth/jwt/login.html',
      '.vite/manifest.json',
    ]) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    expect(await compressibleFiles(dir)).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'favicon.svg',
      'index.html',
      'prerendered/auth/jwt/login.html',
    ]);
  });
});
