import { minifySync, type Rolldown } from 'vite';

type PluginContext = Rolldown.PluginContext;

/** The build's module graph, as the bundler knows it once every module is loaded. */
export interface ModuleGraph {
  /** Module id → the modules whose code it uses (barrel files looked through). */
  imports: Map<string, string[]>;
  /** Module id → the modules it imports with `import()`. */
  dynamicImports: Map<string, string[]>;
  /** The build's entry modules (index.html's script). */
  entries: string[];
  /** Module id → bytes of its code minified (`minifiedSize`). */
  sizes: Map<string, number>;
}

/** What one module takes from another: named bindings, or everything (`*`). */
interface Edge {
  target: string;
  names: Set<string> | '*';
}

/** What a module re-exports: exported name → where it comes from, and `export *` sources. */
interface Reexports {
  named: Map<string, { target: string; name: string }>;
  stars: string[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: string };
  return n.name ?? n.value ?? '';
};

/**
 * Reads the graph from the bundler once modules are loaded. Re-exports are looked through:
 * `import { inputBaseClasses } from '../InputBase'` uses inputBaseClasses.mjs, not the InputBase
 * component and everything it imports, which the bundler drops anyway. Without this, the
 * sign-in page seems to use half of MUI (through `@mui/material/styles` → `@mui/system`'s index).
 */
export async function readModuleGraph(ctx: PluginContext): Promise<ModuleGraph> {
  const graph: ModuleGraph = {
    imports: new Map(),
    dynamicImports: new Map(),
    entries: [],
    sizes: new Map(),
  };
  const parsed = new Map<string, ParsedModule>();
  const exportsOf = new Map<string, string[]>();
  for (const id of [...ctx.getModuleIds()]) {
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    graph.dynamicImports.set(id, [...info.dynamicallyImportedIds]);
    if (info.isEntry) graph.entries.push(id);
    if (typeof info.code === 'string') graph.sizes.set(id, minifiedSize(id, info.code));
    exportsOf.set(id, info.exports ?? []);
    // Not parsed (JSON, CSS, virtual): every static import, whole.
    parsed.set(id, (info.code && (await parseModule(ctx, id, info.code))) || wholeModule(info));
  }

  /** The module that defines `name` as exported by `id`, through re-exports. */
  const definer = (id: string, name: string, seen = new Set<string>()): string => {
    const module = parsed.get(id);
    if (!module || seen.has(id)) return id;
    seen.add(id);
    const named = module.reexports.named.get(name);
    if (named) return definer(named.target, named.name, seen);
    const star = module.reexports.stars.find((target) => exportsOf.get(target)?.includes(name));
    return star ? definer(star, name, seen) : id;
  };
  const targetsOf = (edges: Edge[]) =>
    edges.flatMap(({ target, names }) =>
      names === '*' ? [target] : [...names].map((name) => definer(target, name)),
    );

  // A module reached whole (namespace or side-effect import) needs all it re-exports.
  const reachedWhole = new Set<string>(graph.entries);
  for (const module of parsed.values())
    for (const edge of module.imports) if (edge.names === '*') reachedWhole.add(edge.target);
  for (const [id, module] of parsed) {
    const targets = new Set(targetsOf(module.imports));
    if (reachedWhole.has(id)) for (const target of module.reexportTargets) targets.add(target);
    targets.delete(id);
    graph.imports.set(id, [...targets]);
  }
  return graph;
}

/** Past this many characters of source a module is not small however it minifies: not tried. */
const MINIFY_UP_TO = 8192;

/** A module's code minified, in bytes (its source length when long or not minifiable). */
function minifiedSize(id: string, code: string): number {
  if (code.length > MINIFY_UP_TO) return code.length;
  try {
    return minifySync(id, code, { compress: true, mangle: true }).code.length;
  } catch {
    return code.length;
  }
}

interface ParsedModule {
  /** `import … from`: what the module's own code takes. */
  imports: Edge[];
  reexports: Reexports;
  reexportTargets: string[];
}

const wholeModule = (info: { importedIds: readonly string[] }): ParsedModule => ({
  imports: info.importedIds.map((target) => ({ target, names: '*' })),
  reexports: { named: new Map(), stars: [] },
  reexportTargets: [],
});

async function parseModule(
  ctx: PluginContext,
  id: string,
  code: string,
): Promise<ParsedModule | null> {
  let body: Node[];
  try {
    body = (ctx.parse(code) as unknown as { body: Node[] }).body;
  } catch {
    return null;
  }
  const module: ParsedModule = {
    imports: [],
    reexports: { named: new Map(), stars: [] },
    reexportTargets: [],
  };
  const resolve = async (node: Node) => (await ctx.resolve(nameOf(node.source), id))?.id ?? null;
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const target = await resolve(node);
      if (!target) continue;
      const specifiers = node.specifiers as Node[];
      const names = new Set<string>();
      let all = specifiers.length === 0; // a side-effect import
      for (const s of specifiers) {
        if (s.type === 'ImportSpecifier') names.add(nameOf(s.imported));
        else if (s.type === 'ImportDefaultSpecifier') names.add('default');
        else all = true;
      }
      module.imports.push({ target, names: all ? '*' : names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const target = await resolve(node);
      if (!target) continue;
      module.reexportTargets.push(target);
      for (const s of node.specifiers as Node[])
        module.reexports.named.set(nameOf(s.exported), { target, name: nameOf(s.local) });
    } else if (node.type === 'ExportAllDeclaration') {
      const target = await resolve(node);
      if (!target) continue;
      module.reexportTargets.push(target);
      // `export * as ns from`: a namespace, taken whole by its own code.
      if (node.exported) module.imports.push({ target, names: '*' });
      else module.reexports.stars.push(target);
    }
  }
  return module;
}

/**
 * Every module `from` reaches through static imports, `from` included; only modules passing
 * `keep` when given.
 */
export function staticClosure(
  graph: ModuleGraph,
  from: string,
  into = new Set<string>(),
  keep: (id: string) => boolean = () => true,
): Set<string> {
  const stack = [from];
  while (stack.length) {
    const id = stack.pop() as string;
    if (into.has(id) || !keep(id)) continue;
    into.add(id);
    for (const next of graph.imports.get(id) ?? []) stack.push(next);
  }
  return into;
}
