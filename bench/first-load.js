// What a browser fetches for the first load of a route in the production build: the entry chunk,
// its static imports (preloaded), their CSS, and the lazy chunks of the route's own modules (and
// of those its layout implies, e.g. the signed-in user check: route-table.js LAYOUT_EXTRAS).
// Read from Vite's manifest, so the figure follows the real module graph; the lazy modules of a
// route come from apps/web/src/app/router/routes.tsx itself (apps/web/build/route-table.js), not a copy.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { impliedModules, routeModules } from '../apps/web/build/route-table.js';

export const webDist = resolve(import.meta.dirname, '../apps/web/dist');

function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key} (is apps/web/dist stale?)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/**
 * Sizes in bytes, raw and gzip (level 9), of the JS and CSS of a route's first load, or null when
 * routes.tsx has no such route.
 * @param {string} route URL path, e.g. /auth/jwt/login
 * @param {string} [dist] a Vite build with its manifest (default apps/web/dist)
 */
export function firstLoad(route, dist = webDist) {
  const modules = routeModules(route);
  if (modules === null) return null;
  const manifest = readManifest(dist);
  const files = new Set();
  collect(manifest, 'index.html', files);
  for (const key of [...modules, ...impliedModules(modules)]) collect(manifest, key, files);
  const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, files: [...files], modules };
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    sizes[kind].raw += bytes.length;
    sizes[kind].gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return sizes;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
