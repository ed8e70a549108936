import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** index.html, ready in each encoding. */
export interface HtmlVariant {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

/** The web build's folder of prerendered pages (apps/web/build/prerender-plugin.ts). */
const PRERENDERED_DIR = 'prerendered';

/** Each prerendered page's URL path and file: `prerendered/auth/jwt/login.html` → `/auth/jwt/login`. */
function prerenderedFiles(webDist: string): { pathname: string; file: string }[] {
  const dir = path.join(webDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({
      pathname: `/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`,
      file: path.join(dir, name),
    }));
}

/**
 * CSP sources (`'sha256-…'`) allowing the inline scripts of the build's index.html (the web
 * app's start-up request, `apps/web/index.html`) and of its prerendered pages; none when there
 * is no build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const pages = [file, ...prerenderedFiles(webDist).map((page) => page.file)];
  const hashes = pages.flatMap((page) =>
    [
      ...readFileSync(page, 'utf8').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    ),
  );
  return [...new Set(hashes)];
}

function variantOf(html: string): HtmlVariant {
  const identity = Buffer.from(html);
  return {
    // Weak: the same page is sent brotli, gzip or plain under one validator.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

/**
 * The SPA's index.html, read once and compressed once (brotli q11, gzip 9) under one weak
 * validator.
 */
export function readIndexHtml(webDist: string): HtmlVariant {
  return variantOf(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
}

/** The prerendered pages by URL path, each read and compressed once as index.html is. */
export function readPrerenderedPages(webDist: string): Map<string, HtmlVariant> {
  return new Map(
    prerenderedFiles(webDist).map(({ pathname, file }) => [
      pathname,
      variantOf(readFileSync(file, 'utf8')),
    ]),
  );
}

/** If-None-Match (a list, or `*`) names this validator. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** br, then gzip, then none, as the Accept-Encoding header allows (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
