import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRouteMatcher } from './route-match';

/** Written by the web build (apps/web/build/route-preloads-plugin.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export type Encoding = 'br' | 'gzip' | 'identity';

/** index.html for one route pattern, ready in each encoding. */
export interface HtmlVariant {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

interface RoutePreload {
  path: string;
  files: string[];
}

const isRoutePreload = (value: unknown): value is RoutePreload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RoutePreload).path === 'string' &&
  Array.isArray((value as RoutePreload).files) &&
  (value as RoutePreload).files.every(
    (f) => typeof f === 'string' && /^\/assets\/[\w.-]+$/.test(f),
  );

/** The build's route → files list; empty (no preloads) when the build has none. */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isRoutePreload))
    throw new Error(`${file}: not a list of { path, files } with /assets/ files`);
  return parsed;
}

/**
 * CSP sources (`'sha256-…'`) allowing the inline scripts of the build's index.html (the web
 * app's early GETs, `apps/web/index.html`); none when there is no build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** `<link>` tags for a route's chunks: modulepreload for JS, stylesheet for CSS. */
export function preloadLinks(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');
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
 * The SPA's index.html with `<link rel="modulepreload">` for the requested route's lazy chunks
 * (from the build's route-preloads.json), so they load in parallel with the entry. One variant
 * per route pattern, built and compressed (brotli q11, gzip 9) on first use and kept: there are
 * as many as routes.tsx has patterns. URLs matching no pattern with files get the plain page.
 */
export function createIndexHtml(webDist: string): { forPath(pathname: string): HtmlVariant } {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const matcher = createRouteMatcher(
    readRoutePreloads(webDist).map(({ path: p, files }) => ({ path: p, value: files })),
  );
  const variants = new Map<string, HtmlVariant>();
  const plain = variantOf(template);
  return {
    forPath(pathname) {
      const match = matcher.match(pathname);
      if (!match) return plain;
      let variant = variants.get(match.path);
      if (!variant) {
        const links = preloadLinks(match.value);
        const html = template.includes('</head>')
          ? template.replace('</head>', `${links}</head>`)
          : links + template;
        variant = variantOf(html);
        variants.set(match.path, variant);
      }
      return variant;
    },
  };
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
