import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { impliedModules, LAYOUT_EXTRAS, readRoutes } from './route-table.js';

/** The part of Vite's manifest this reads (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** One route pattern of routes.tsx (e.g. `/dashboard/article/:id`) and the files it preloads. */
export interface RoutePreload {
  path: string;
  /** `/assets/…` URLs: JS for `<link rel="modulepreload">`, CSS for `<link rel="stylesheet">`. */
  files: string[];
}

/** What the server reads at start (apps/server/src/plugins/web-html.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A chunk's file, its CSS and its static imports, recursively, in load order. */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route preloads: ${key} is not in the Vite manifest`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
  for (const css of chunk.css ?? []) into.add(css);
}

/**
 * Per route pattern: the files of its lazy modules (and of their static imports, and the
 * `extras` its layouts imply, e.g. the signed-in user check: preloaded with the route, it arrives
 * with the other chunks instead of one round trip after the entry) that index.html does not
 * already load. Every pattern is listed, also those with no files (e.g.
 * the `/*` redirect), so the server ranks patterns as the router does.
 * When routes.tsx has two routes at one path (an index redirect and a screen), the one loading
 * more modules wins, as in the size budgets.
 */
export function routePreloads(
  manifest: Manifest,
  routes: { path: string; modules: string[] }[],
  extras: Readonly<Record<string, readonly string[]>> = LAYOUT_EXTRAS,
): RoutePreload[] {
  const entry = new Set<string>();
  collect(manifest, 'index.html', entry);
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    const files = new Set<string>();
    for (const key of route.modules) collect(manifest, key, files);
    for (const key of impliedModules(route.modules, extras)) collect(manifest, key, files);
    const extra = [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
    const known = byPath.get(route.path);
    if (!known || extra.length > known.length) byPath.set(route.path, extra);
  }
  return [...byPath].map(([path, files]) => ({ path, files }));
}

/**
 * Writes `dist/.vite/route-preloads.json` next to Vite's manifest, so the server can put the
 * requested route's chunks in the HTML: they then load in parallel with the entry instead of
 * one round trip after it (when the router resolves the route's `lazy`).
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'keeling:route-preloads',
    apply: 'build',
    // Vite emits its manifest after the plugins' generateBundle: read it once it is written.
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset' || !options.dir)
        this.error('route preloads need build.manifest: true and an output directory');
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      const preloads = routePreloads(manifest, readRoutes());
      writeFileSync(
        join(options.dir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(preloads, null, 2)}\n`,
      );
    },
  };
}
