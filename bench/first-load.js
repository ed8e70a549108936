// What a browser fetches for the first load of a page in the production build: the entry chunk,
// its static imports, their CSS, and the chunks of the page's lazy route modules (the dashboard
// layout and the page) with their static imports. Read from Vite's manifest, so the figure
// follows the real module graph. A page is a lazily loaded route module:
// apps/web/src/features/<feature>/pages/<name>.tsx.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The web build measured; `BENCH_WEB_DIST=<dir>` measures a kept copy (an A/B of two builds). */
export const webDist = process.env.BENCH_WEB_DIST
  ? resolve(process.env.BENCH_WEB_DIST)
  : resolve(import.meta.dirname, '../apps/web/dist');

/** Manifest keys of the route modules the benchmarks name. */
export const DASHBOARD_LAYOUT = 'src/layouts/dashboard/dashboard-layout.tsx';
export const SIGN_IN_PAGE = 'src/features/auth/pages/login-page.tsx';

/** Guest pages (features/auth/pages/) bring their own layout (the auth split layout, a static import). */
export const isGuestPage = (page) => /^src\/features\/auth\/pages\//.test(page);

/**
 * The lazy route modules a page's first load runs: a guest page alone, every other page inside the
 * dashboard layout (an upper bound for the 404 page, which has no layout).
 */
export const pageRouteModules = (page) => (isGuestPage(page) ? [page] : [DASHBOARD_LAYOUT, page]);
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
  // pages whose MUI X, forms and dialogs load lazily (issue 16): the demo user is an admin
  ...[
    ['/dashboard/management/blog', 'blog', 'management-page'],
    ['/dashboard/management/users', 'users', 'users-page'],
    ['/dashboard/management/dataSet', 'data', 'datasets-page'],
    ['/dashboard/travel', 'travel', 'travel-page'],
    ['/dashboard/profile', 'profile', 'profile-page'],
    // issue 17: the dashboards' list and the CO2 project page
    ['/dashboard/list', 'data', 'dashboard-list-page'],
    ['/dashboard/project/Co2', 'data', 'project-page'],
  ].map(([path, feature, name]) => ({
    path,
    signedIn: true,
    modules: [DASHBOARD_LAYOUT, page(feature, name)],
  })),
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

/** A short name for a manifest key: `features/…/x`, `components/…/x`, a package's subpath, or a shared chunk's name. */
function chunkLabel(manifest, key) {
  if (key.startsWith('_')) return manifest[key]?.name ?? key;
  const inPackage = key.match(/node_modules\/(.+?)(\/index)?\.m?js$/);
  if (inPackage) return inPackage[1];
  return key
    .replace(/^src\/(features\/)?/, '')
    .replace(/\/pages\//, '/')
    .replace(/\.tsx?$/, '');
}

/**
 * What a page loads lazily after its first paint: the dynamic imports (`import()`, e.g. React.lazy)
 * of the chunks that only the page's first load brings (not the entry's or the dashboard layout's:
 * those are the routes, locales and the shell's popups), then theirs in turn. Each with the gzip
 * bytes it adds to what is already loaded (the first load and the lazy chunk that imports it).
 * @param {readonly string[]} modules the page's route modules, as for firstLoad
 * @param {string} [dist]
 * @returns {{ key: string, name: string, parent: string | undefined, gzip: number }[]}
 */
export function lazyAfterFirstLoad(modules, dist = webDist) {
  const manifest = readManifest(dist);
  const shared = new Set();
  collect(manifest, 'index.html', shared);
  for (const key of modules.slice(0, -1)) collect(manifest, key, shared);
  const loaded = new Set(shared);
  for (const key of modules) collect(manifest, key, loaded);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const gzipOf = (files) =>
    [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
        0,
      );

  const out = [];
  const seen = new Set();
  /** Dynamic imports of `owners` (chunk files), each with its added bytes over `have`. */
  const walk = (owners, have, parent) => {
    const dynamic = new Set();
    for (const file of owners)
      for (const key of manifest[keyOfFile.get(file)]?.dynamicImports ?? []) dynamic.add(key);
    for (const key of [...dynamic].sort()) {
      if (seen.has(key) || modules.includes(key)) continue;
      seen.add(key);
      const files = new Set();
      collect(manifest, key, files);
      const added = new Set([...files].filter((file) => !have.has(file)));
      out.push({ key, name: chunkLabel(manifest, key), parent, gzip: gzipOf(added) });
      walk(added, new Set([...have, ...added]), key);
    }
  };
  walk(
    [...loaded].filter((file) => !shared.has(file)),
    loaded,
    undefined,
  );
  return out;
}
