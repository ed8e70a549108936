import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { type ModuleGraph, readModuleGraph, staticClosure } from './module-graph.ts';
import type { RouteEntry } from './route-table.js';
import { smallChunkFamilies } from './small-chunks.ts';

/*
 * Which chunk a lazily loaded module joins, from the route table and the module graph.
 *
 * Left alone, the bundler makes one chunk per set of lazy modules sharing a module: with MUI's
 * small components that was ≈ 36 files on the dashboard's first load. On a phone every file
 * costs main-thread time to request (Lighthouse's mobile preset spent ≈ 0.4 s of main thread only
 * issuing the preloads) and a round trip on one of six connections. Families instead:
 *
 * - what the entry uses stays with the entry; what the layout and a route outside its family
 *   both use (e.g. the logo on the sign-in page) goes to `shared`, so sign-in never loads
 *   dashboard code and the dashboard loads one chunk for it, not one per set of users;
 * - the layout's chunk (e.g. `dashboard`): what the layout uses, and what pages of two or more
 *   features share (the UI kit: cards, chips, grids);
 * - a feature's chunk (e.g. `blog-common`): what its landing page (shortest path) shares with its
 *   other pages, so the list and then an article load one chunk, not a dozen;
 * - what the modules a layout implies use (the signed-in user check: route-table.js
 *   `LAYOUT_EXTRAS`) counts as the layout's;
 * - a small chunk the bundler would make on a route's first load (under `smallModuleSize` bytes
 *   minified, e.g. a 100-byte MUI helper two lazy chunks share): its modules join the layout's
 *   chunk when only that family's pages load them, `shared` otherwise (a popup, a drawer or
 *   sign-in may load them too). On a phone a request costs more than a few hundred bytes;
 * - anything else (used by one page, by pages that are not the landing page, or also by a popup,
 *   drawer or alert loaded on demand): left to the bundler, in or next to that chunk.
 */

export interface RouteChunksOptions {
  routes: RouteEntry[];
  /** The web app's root: route table keys (`src/x.tsx`) are relative to it. */
  root: string;
  /**
   * Paths of routes outside every layout that may load a family's chunk for what they share
   * with it (e.g. the 404 page, which reuses the dashboard's settings button).
   */
  guests?: string[];
  /**
   * Modules a layout implies beyond routes.tsx (route-table.js `LAYOUT_EXTRAS`, table keys): what
   * they use counts as the layout's.
   */
  extras?: Readonly<Record<string, readonly string[]>>;
  /** Below this many bytes (minified) a chunk's modules join a chunk their pages load anyway. */
  smallModuleSize?: number;
}

/** Default of `smallModuleSize`: MUI's class-name lists and helpers, tiny hooks and constants. */
export const SMALL_MODULE_SIZE = 1024;

/** `src/features/blog/pages/blog-page.tsx` → `blog`; `src/layouts/dashboard/x.tsx` → `dashboard`. */
export function featureOf(key: string): string {
  const match = /src\/(?:features|layouts)\/([^/]+)\//.exec(key);
  return match?.[1] ?? basename(dirname(key));
}

/** Family of what the sign-in page and the dashboard both use (its own chunk, `shared`). */
export const SHARED_CHUNK = '\0shared';

/** Route modules that other routes nest in (e.g. the dashboard layout). */
const layoutsOf = (routes: RouteEntry[]) =>
  new Set(routes.flatMap((route) => route.modules.slice(0, -1)));

/** A module's static closure and, transitively, what those modules import lazily (not routes). */
function lazyClosure(graph: ModuleGraph, from: string, routeIds: Set<string>): Set<string> {
  const closure = staticClosure(graph, from);
  const queue = [...closure];
  for (let index = 0; index < queue.length; index++)
    for (const target of graph.dynamicImports.get(queue[index] as string) ?? []) {
      if (routeIds.has(target) || closure.has(target)) continue;
      for (const id of staticClosure(graph, target))
        if (!closure.has(id)) {
          closure.add(id);
          queue.push(id);
        }
    }
  return closure;
}

/** Module id → chunk family name, for the modules that join one. */
export function assignChunkFamilies(
  graph: ModuleGraph,
  {
    routes,
    root,
    guests: guestPaths = [],
    extras = {},
    smallModuleSize = SMALL_MODULE_SIZE,
  }: RouteChunksOptions,
): Map<string, string> {
  const idOf = (key: string) => join(root, key);
  const layouts = layoutsOf(routes);
  const guests = new Set(
    routes.filter((route) => guestPaths.includes(route.path)).flatMap((route) => route.modules),
  );
  const lazyEntries = new Set([...graph.dynamicImports.values()].flat());
  // What the entry uses stays with the entry.
  const initial = new Set<string>();
  for (const entry of graph.entries) staticClosure(graph, entry, initial);

  // Module → the route modules (table keys) reaching it through static imports.
  const routeKeys = [...new Set(routes.flatMap((route) => route.modules))];
  const closures = new Map(routeKeys.map((key) => [key, staticClosure(graph, idOf(key))]));
  for (const [layout, keys] of Object.entries(extras)) {
    const closure = closures.get(layout);
    if (closure) for (const key of keys) staticClosure(graph, idOf(key), closure);
  }
  const reachedBy = new Map<string, Set<string>>();
  for (const [key, closure] of closures)
    for (const id of closure) {
      if (lazyEntries.has(id) || initial.has(id)) continue;
      if (!reachedBy.has(id)) reachedBy.set(id, new Set());
      reachedBy.get(id)?.add(key);
    }

  // What popups, drawers and alerts of a layout or of the app load on demand: opening the
  // account menu must not load the blog's chunk. What a page loads lazily itself (the editor's
  // form, and the form's rich-text editor) is the page's own, however deep.
  const routeIds = new Set(routeKeys.map(idOf));
  const owned = new Map(routeKeys.map((key) => [key, lazyClosure(graph, idOf(key), routeIds)]));
  const onDemand = new Set<string>();
  for (const [importer, targets] of graph.dynamicImports) {
    const owners = routeKeys.filter((key) => owned.get(key)?.has(importer));
    if (owners.length > 0 && owners.every((key) => !layouts.has(key))) continue; // a page's own
    for (const target of targets) if (!routeIds.has(target)) staticClosure(graph, target, onDemand);
  }

  const assigned = new Map<string, string>();
  for (const layout of layouts) {
    const familyRoutes = routes.filter(
      (route) => route.modules.includes(layout) && route.modules.at(-1) !== layout,
    );
    const family = new Set([layout, ...familyRoutes.map((r) => r.modules.at(-1)), ...guests]);
    const landing = new Map<string, string>(); // feature → its page with the shortest path
    for (const route of [...familyRoutes].sort((a, b) => a.path.length - b.path.length)) {
      const page = route.modules.at(-1) as string;
      if (!landing.has(featureOf(page))) landing.set(featureOf(page), page);
    }
    for (const [id, keys] of reachedBy) {
      if ([...keys].some((key) => !family.has(key))) {
        // Also on sign-in: one chunk when every page of the family needs it (the layout does);
        // what only some pages use (the blog's search field) is left to the bundler, so the
        // other pages do not load it.
        if (keys.has(layout)) assigned.set(id, SHARED_CHUNK);
        continue;
      }
      if (keys.has(layout)) assigned.set(id, featureOf(layout));
      if (keys.has(layout) || keys.size < 2 || onDemand.has(id)) continue;
      if ([...keys].some((key) => guests.has(key))) continue;
      const features = new Set([...keys].map(featureOf));
      const [feature = ''] = features;
      if (features.size > 1) assigned.set(id, featureOf(layout));
      else if (keys.has(landing.get(feature) as string)) assigned.set(id, `${feature}-common`);
    }
  }

  const familyOfPage = new Map<string, string>();
  for (const route of routes)
    if (route.modules.length > 1 && !guests.has(route.modules.at(-1) as string))
      familyOfPage.set(route.modules.at(-1) as string, featureOf(route.modules[0] as string));
  const scope = { initial, lazyEntries, reachedBy, onDemand, familyOfPage, smallModuleSize };
  const small = smallChunkFamilies(graph, assigned, { ...scope, sharedChunk: SHARED_CHUNK });
  for (const [id, chunk] of small) assigned.set(id, chunk);
  return assigned;
}

/**
 * Collects the module graph once the modules are loaded, answers the chunk family of a module
 * (for `codeSplitting.groups[].name`), and fails the build if the entry would load a layout's
 * or a feature's chunk (`shared` holds what sign-in needs anyway; the size budgets watch it).
 */
export function routeChunks(options: RouteChunksOptions) {
  let families = new Map<string, string>();
  const plugin: Plugin = {
    name: 'keeling:route-chunks',
    apply: 'build',
    async buildEnd() {
      const graph = await readModuleGraph(this);
      families = assignChunkFamilies(graph, options);
    },
    generateBundle(_options, bundle) {
      const names = new Set(families.values());
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return;
        seen.add(file);
        if (!chunk.isEntry && names.has(chunk.name))
          this.error(`route chunks: the entry loads the "${chunk.name}" chunk (${file})`);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
    },
  };
  return {
    plugin,
    chunkFamily: (id: string) =>
      families.get(id) === SHARED_CHUNK ? null : (families.get(id) ?? null),
    isShared: (id: string) => families.get(id) === SHARED_CHUNK,
  };
}
