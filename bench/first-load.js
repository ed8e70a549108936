// What a browser fetches for the first load of a page in the production build: the entry chunk,
// its static imports, their CSS, and the chunks of the page's lazy route modules (the dashboard
// layout and the page) with their static imports. Read from Vite's manifest, so the figure
// follows the real module graph. A page is a lazily loaded route module:
// apps/web/src/features/<feature>/pages/<name>.tsx.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const webDist = resolve(import.meta.dirname, '../apps/web/dist');

/** Manifest keys of the route modules the benchmarks name. */
export const DASHBOARD_LAYOUT = 'src/layouts/dashboard/dashboard-layout.tsx';
export const SIGN_IN_PAGE = 'src/features/auth/pages/login-page.tsx';
const page = (feature, name) => `src/features/${feature}/pages/${name}.tsx`;

/** The routes the browser benchmarks load, with their lazy route modules (manifest keys). */
export const BENCH_ROUTES = [
  { path: '/auth/jwt/login', signedIn: false, modules: [SIGN_IN_PAGE] },
  {
    path: '/dashboard',
    signedIn: true,
    modules: [DASHBOARD_LAYOUT, page('overview', 'overview-page')],
  },
  {
    path: '/dashboard/blog',
    signedIn: true,
    modules: [DASHBOARD_LAYOUT, page('blog', 'blog-page')],
  },
  {
    path: '/dashboard/management/addblog',
    signedIn: true,
    modules: [DASHBOARD_LAYOUT, page('blog', 'editor-page')],
  },
];

export function readManifest(dist = webDist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys of every page (lazily loaded route module under features/<f>/pages/). */
export function pageModules(manifest) {
  return Object.keys(manifest)
    .filter((key) => /^src\/features\/[^/]+\/pages\/[^/]+\.tsx$/.test(key))
    .filter((key) => manifest[key].isDynamicEntry)
    .sort();
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`Not in the Vite manifest: ${key} (renamed, or apps/web/dist stale?)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/**
 * Sizes in bytes, raw and gzip (level 9), of the JS and CSS of a first load that runs the entry
 * and then the lazy route modules `modules` (manifest keys, e.g. DASHBOARD_LAYOUT and a page).
 * @param {readonly string[]} modules
 * @param {string} [dist] a Vite build with its manifest (default apps/web/dist)
 */
export function firstLoad(modules, dist = webDist) {
  const manifest = readManifest(dist);
  const files = new Set();
  collect(manifest, 'index.html', files);
  for (const key of modules) collect(manifest, key, files);
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
