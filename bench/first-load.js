// What a browser fetches for the first load of a route in the production build: the entry chunk,
// its static imports (preloaded), their CSS, and the lazy chunks of the route's own modules.
// Read from Vite's manifest, so the figure follows the real module graph.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const webDist = resolve(import.meta.dirname, '../apps/web/dist');

/** Route → the source modules loaded lazily for it (keys of the Vite manifest). */
export const ROUTE_MODULES = {
  '/auth/jwt/login': ['src/features/auth/pages/login-page.tsx'],
  '/dashboard': [
    'src/layouts/dashboard/dashboard-layout.tsx',
    'src/features/overview/pages/overview-page.tsx',
  ],
};

function readManifest() {
  return JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the Vite manifest: ${key} (update ROUTE_MODULES)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** Sizes in bytes, raw and gzip (level 9), of the JS and CSS of a route's first load. */
export function firstLoad(route) {
  const manifest = readManifest();
  const files = new Set();
  collect(manifest, 'index.html', files);
  for (const key of ROUTE_MODULES[route] ?? []) collect(manifest, key, files);
  const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, files: [...files] };
  for (const file of files) {
    const bytes = readFileSync(join(webDist, file));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    sizes[kind].raw += bytes.length;
    sizes[kind].gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return sizes;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
