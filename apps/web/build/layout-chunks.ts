import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/** Set while the probe build runs: vite.config.ts leaves the other build plugins out of it. */
export const CHUNK_PROBE_ENV = 'KEELING_CHUNK_PROBE';

/** What the probe needs of a chunk of Rolldown's output. */
export interface ProbedChunk {
  fileName: string;
  moduleIds: readonly string[];
  /** Chunks it imports statically (file names). */
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

const LAYOUT_MODULE = /\/src\/layouts\/[^/]+\/[^/]+-layout\.tsx$/;
const baseName = (id: string) => (id.split('/').pop() ?? id).replace(/\.[jt]sx?$/, '');

/**
 * Chunk name of each module a lazy layout loads, from a build with the default splitting: the
 * layout's own name for what only the layout and the pages under it load, `shared-<pages>` for
 * what it shares with pages outside it (a page that imports a layout of its own: sign-in and
 * register). The layout module itself and the entry's modules keep their places.
 */
export function layoutChunkNames(chunks: readonly ProbedChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedBy = (start: ProbedChunk) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const chunk = queue.pop() as ProbedChunk;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) queue.push(imported);
      }
    }
    return modules;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? loadedBy(entry) : new Set<string>();
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId);
  const lazyModules = new Set(lazy.map((chunk) => chunk.facadeModuleId as string));
  const isLayout = (chunk: ProbedChunk) => LAYOUT_MODULE.test(chunk.facadeModuleId ?? '');
  const outside = lazy
    .filter((chunk) => !isLayout(chunk))
    .map((chunk) => ({ name: baseName(chunk.facadeModuleId as string), loads: loadedBy(chunk) }))
    .filter(({ loads }) =>
      [...loads].some((id) => LAYOUT_MODULE.test(id) && !lazyModules.has(id) && !initial.has(id)),
    );
  const names = new Map<string, string>();
  const claimed = new Set<string>();
  for (const layout of lazy.filter(isLayout)) {
    for (const id of loadedBy(layout)) {
      if (initial.has(id) || lazyModules.has(id)) continue;
      // a module two layouts load stays where the default splitting put it
      if (claimed.has(id)) {
        names.delete(id);
        continue;
      }
      claimed.add(id);
      const pages = outside.filter(({ loads }) => loads.has(id)).map(({ name }) => name);
      names.set(
        id,
        pages.length > 0 ? `shared-${pages.join('-')}` : baseName(layout.facadeModuleId as string),
      );
    }
  }
  return names;
}

/** Cycles between chunks' static imports (each as a list of file names); none is expected. */
export function chunkCycles(chunks: readonly Pick<ProbedChunk, 'fileName' | 'imports'>[]) {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

const isChunk = (item: { type: string }): item is ProbedChunk & { type: 'chunk' } =>
  item.type === 'chunk';

/**
 * The lazy layout's modules in one chunk (speed room: docs/benchmarks.md, thirteenth pass). With
 * the default splitting a signed-in page loaded ≈ 40 files, most under 2 KiB: over HTTP/1.1 the
 * requests, not the bytes, held the first paint. The layout loads with every page under it, so
 * what it loads goes in its chunk, and what it shares with sign-in and register in one chunk per
 * set of those pages. Which modules a lazy module loads is read from a first build of the same
 * config with the default splitting (`write: false`), after tree shaking and re-exports: exact,
 * where the import graph seen by a plugin is not. `group` goes in `codeSplitting.groups`, after
 * the entry's group. A cycle between chunks fails the build.
 */
export function layoutChunks() {
  let names = new Map<string, string>();
  let probe: { root: string; configFile: string | undefined; mode: string } | undefined;
  const plugin: Plugin = {
    name: 'keeling:layout-chunks',
    apply: 'build',
    configResolved(config) {
      // the probe itself, and the prerender plugin's Node build, keep the default splitting
      probe =
        config.build.ssr || process.env[CHUNK_PROBE_ENV]
          ? undefined
          : { root: config.root, configFile: config.configFile, mode: config.mode };
    },
    async buildStart() {
      if (!probe) return;
      const outDir = await mkdtemp(join(tmpdir(), 'keeling-chunk-probe-'));
      process.env[CHUNK_PROBE_ENV] = '1';
      try {
        const output = await build({
          ...probe,
          logLevel: 'error',
          build: { write: false, outDir, manifest: false, copyPublicDir: false },
        });
        const outputs = Array.isArray(output) ? output : [output];
        const chunks = outputs.flatMap((o) =>
          'output' in o ? (o.output as { type: string }[]).filter(isChunk) : [],
        );
        names = layoutChunkNames(chunks);
      } finally {
        delete process.env[CHUNK_PROBE_ENV];
        await rm(outDir, { recursive: true, force: true });
      }
    },
    generateBundle(_options, bundle) {
      const cycles = chunkCycles(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : [])),
      );
      if (cycles.length > 0)
        this.error(`chunks import each other: ${cycles.map((c) => c.join(' → ')).join('; ')}`);
    },
  };
  return {
    plugin,
    group: {
      name: (id: string) => names.get(id) ?? null,
      debugName: 'layout-chunks',
      includeDependenciesRecursively: false,
      priority: -2,
    },
  };
}
