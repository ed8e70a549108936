import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web build's folder of prerendered pages (apps/web/build/prerender-plugin.ts). */
const PRERENDERED_DIR = 'prerendered';

/**
 * Each prerendered page's URL path and file, relative to `webDist`:
 * `/auth/jwt/login` → `prerendered/auth/jwt/login.html`.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const segments = name.slice(0, -'.html'.length).split(path.sep);
        return [`/${segments.join('/')}`, `${[PRERENDERED_DIR, ...segments].join('/')}.html`];
      }),
  );
}

/**
 * CSP sources (`'sha256-…'`) allowing the inline scripts of the build's index.html (the web
 * app's start-up request, `apps/web/index.html`) and of its prerendered pages; none when there
 * is no build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const pages = [
    file,
    ...[...prerenderedPages(webDist).values()].map((p) => path.join(webDist, p)),
  ];
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
