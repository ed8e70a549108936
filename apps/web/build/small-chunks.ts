import { type ModuleGraph, staticClosure } from './module-graph.ts';

/*
 * The last rule of route-chunks.ts: on a phone a request costs more than a few hundred bytes, so
 * the small chunks the bundler would make on a route's first load join a chunk there anyway.
 */

export interface SmallChunkScope {
  initial: Set<string>;
  lazyEntries: Set<string>;
  /** Module → the route modules whose first load includes it. */
  reachedBy: Map<string, Set<string>>;
  onDemand: Set<string>;
  /** Page module (table key) → its layout's family. */
  familyOfPage: Map<string, string>;
  smallModuleSize: number;
  /** The family of `shared` (what every page loads). */
  sharedChunk: string;
}

/**
 * The small chunks the bundler would make on a route's first load (modules no family took that
 * the same set of lazy chunks loads): their modules → the one family whose pages load them, or
 * shared. Only modules whose imports are there by then (the entry's, the same chunk's, or
 * shared, which a family's pages load too): the chunk they join must not import another.
 */
export function smallChunkFamilies(
  graph: ModuleGraph,
  assigned: Map<string, string>,
  scope: SmallChunkScope,
): Map<string, string> {
  const { initial, lazyEntries, reachedBy, onDemand, familyOfPage, smallModuleSize } = scope;
  const shared = scope.sharedChunk;
  const loaders = new Map<string, string[]>(); // module → the lazy chunks loading it statically
  for (const entry of lazyEntries)
    for (const id of staticClosure(graph, entry))
      if (!assigned.has(id) && !initial.has(id) && !lazyEntries.has(id))
        loaders.set(id, [...(loaders.get(id) ?? []), entry]);
  const bundlerChunks = new Map<string, string[]>(); // loaders → their modules
  for (const [id, entries] of loaders) {
    if (entries.length < 2) continue; // in its one lazy chunk, not a file of its own
    const key = entries.sort().join('\n');
    bundlerChunks.set(key, [...(bundlerChunks.get(key) ?? []), id]);
  }

  const small = new Map<string, string>();
  for (const modules of bundlerChunks.values()) {
    const size = modules.reduce((sum, id) => sum + (graph.sizes.get(id) ?? Infinity), 0);
    if (size >= smallModuleSize || !modules.some((id) => reachedBy.has(id))) continue;
    const pages = new Set(modules.flatMap((id) => [...(reachedBy.get(id) ?? [])]));
    const families = new Set([...pages].map((page) => familyOfPage.get(page) ?? shared));
    const [family = shared] = families;
    const isOnDemand = modules.some((id) => onDemand.has(id));
    const chunk = families.size === 1 && !isOnDemand ? family : shared;
    for (const id of modules) small.set(id, chunk);
  }

  const chunkOf = (id: string) => small.get(id) ?? assigned.get(id);
  const isThere = (target: string, chunk: string) =>
    initial.has(target) || chunkOf(target) === chunk || chunkOf(target) === shared;
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const [id, chunk] of small)
      if (!(graph.imports.get(id) ?? []).every((target) => isThere(target, chunk))) {
        small.delete(id);
        dropped = true;
      }
  }
  return small;
}
