import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { readModuleGraph, staticClosure } from './module-graph';

/** A bundler context over in-memory modules: `./x` resolves to `/x.mjs`. */
function contextOf(modules: Record<string, string>, entry: string) {
  const info = (id: string) => ({
    id,
    code: modules[id],
    isEntry: id === entry,
    importedIds: [],
    dynamicallyImportedIds: [],
    exports: [...(modules[id] ?? '').matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1]),
  });
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: info,
    parse: (code: string) => parseAst(code),
    resolve: async (source: string) => ({ id: `/${source.replace('./', '')}.mjs` }),
  } as unknown as Parameters<typeof readModuleGraph>[0];
}

describe('module graph (build)', () => {
  const modules = {
    '/main.mjs': `import { inputClasses, helper } from './input'; console.log(inputClasses, helper);`,
    '/input.mjs': `export { default } from './Input'; export { inputClasses } from './inputClasses'; export * from './helpers';`,
    '/Input.mjs': `import { debounce } from './debounce'; export default function Input() { debounce(); }`,
    '/inputClasses.mjs': `export const inputClasses = {};`,
    '/helpers.mjs': `export const helper = 1;`,
    '/debounce.mjs': `export function debounce() {}`,
    '/all.mjs': `import * as input from './input'; console.log(input);`,
  };

  it('looks through re-exports to the modules defining what is imported', async () => {
    const graph = await readModuleGraph(contextOf(modules, '/main.mjs'));
    expect(new Set(graph.imports.get('/main.mjs'))).toEqual(
      new Set(['/inputClasses.mjs', '/helpers.mjs']),
    );
    expect([...staticClosure(graph, '/main.mjs')]).not.toContain('/debounce.mjs');
  });

  it('keeps every re-export of a module imported whole', async () => {
    const graph = await readModuleGraph(contextOf(modules, '/main.mjs'));
    const closure = staticClosure(graph, '/all.mjs');
    expect(closure).toContain('/Input.mjs');
    expect(closure).toContain('/debounce.mjs');
  });

  it('knows each module’s size minified, not as written', async () => {
    const commented = `/** A long comment that minifying drops entirely, however long it is. */
export function debounceWithAVeryLongName(callbackFunction) { return callbackFunction; }`;
    const graph = await readModuleGraph(contextOf({ '/a.mjs': commented }, '/a.mjs'));
    const size = graph.sizes.get('/a.mjs') ?? 0;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(commented.length / 2);
  });
});
