import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, prerenderedPages } from './index-html';

describe('index.html helpers', () => {
  it('maps each prerendered page to its URL path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keeling-html-'));
    expect(prerenderedPages(dir)).toEqual(new Map());
    mkdirSync(path.join(dir, 'prerendered', 'auth', 'jwt'), { recursive: true });
    writeFileSync(path.join(dir, 'prerendered', 'auth', 'jwt', 'login.html'), '<p>in</p>');
    writeFileSync(path.join(dir, 'prerendered', 'auth', 'jwt', 'login.html.br'), 'x');
    expect(prerenderedPages(dir)).toEqual(
      new Map([['/auth/jwt/login', 'prerendered/auth/jwt/login.html']]),
    );
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
