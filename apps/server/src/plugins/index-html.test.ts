import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isNotModified, pickEncoding } from './index-html';

describe('index.html helpers', () => {
  it('picks br, then gzip, then identity, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it('compares validators weakly, in lists and with *', () => {
    expect(isNotModified('W/"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('*', 'W/"abc"')).toBe(true);
    expect(isNotModified('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isNotModified(undefined, 'W/"abc"')).toBe(false);
  });

  it('hashes the inline scripts of index.html for the CSP, not the external ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keeling-html-'));
    expect(inlineScriptHashes(dir)).toEqual([]);
    const body = "\n  var token = sessionStorage.getItem('accessToken');\n";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head><script>${body}</script><script type="module" crossorigin src="/assets/i.js"></script></head>`,
    );
    const sha = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(dir)).toEqual([`'sha256-${sha}'`]);
  });
});
