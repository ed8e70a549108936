// Reads the web app's route table (src/app/router/routes.tsx) with the TypeScript parser and
// answers: which URL paths exist, and which modules each one loads lazily (its own `lazy` imports
// and those of its parent layouts). No hand-kept map to drift from the code. Used at build time
// (route-preloads-plugin.ts) and by the benchmarks (bench/first-load.js); never in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const webRoot = dirname(dirname(fileURLToPath(import.meta.url)));
export const routesFile = join(webRoot, 'src/app/router/routes.tsx');

/**
 * Modules a route needs at once that routes.tsx does not name, by a layout module that implies
 * them: a signed-in route (under the dashboard layout) checks the stored session's user with
 * user-check as soon as the entry runs (src/auth/current-user-request.ts). Vite manifest keys.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const LAYOUT_EXTRAS = {
  'src/layouts/dashboard/dashboard-layout.tsx': ['../../packages/contract/src/user-check.ts'],
};

/**
 * The extra modules (LAYOUT_EXTRAS) implied by a route's modules.
 * @param {readonly string[]} modules
 * @param {Readonly<Record<string, readonly string[]>>} [extras]
 * @returns {string[]}
 */
export const impliedModules = (modules, extras = LAYOUT_EXTRAS) =>
  modules.flatMap((module) => extras[module] ?? []);

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** `../../features/x/page` from `fromFile` → `src/features/x/page.tsx` (a Vite manifest key). */
function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find(
    (p) => existsSync(p) && !p.endsWith('/'),
  );
  return found ? relative(webRoot, found).split('\\').join('/') : null;
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    const text = readFileSync(file, 'utf8');
    parsed.set(
      file,
      ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    );
  }
  return parsed.get(file);
}

/** Top-level `const X = …` and `import { X } from './y'` of a file, by local name. */
function bindings(file) {
  const source = parse(file);
  const locals = new Map();
  const imports = new Map();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations)
        if (ts.isIdentifier(decl.name) && decl.initializer)
          locals.set(decl.name.text, decl.initializer);
    } else if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
      const named = statement.importClause.namedBindings;
      if (ts.isNamedImports(named))
        for (const element of named.elements)
          imports.set(element.name.text, {
            from: /** @type {ts.StringLiteral} */ (statement.moduleSpecifier).text,
            name: (element.propertyName ?? element.name).text,
          });
    }
  }
  return { locals, imports };
}

/** The expression an identifier stands for: a local const or an export of a relative import. */
function lookup(file, name) {
  const { locals, imports } = bindings(file);
  if (locals.has(name)) return { file, node: locals.get(name) };
  const imported = imports.get(name);
  if (!imported) return null;
  const target = resolveModule(file, imported.from);
  if (!target) return null;
  const targetFile = join(webRoot, target);
  const found = bindings(targetFile).locals.get(imported.name);
  return found ? { file: targetFile, node: found } : null;
}

/** Every `import('…')` inside `node`, following identifiers to top-level consts (React.lazy). */
function dynamicImports(file, node, seen = new Set()) {
  const out = [];
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    ) {
      const key = resolveModule(file, n.arguments[0].text);
      if (key) out.push(key);
    } else if (ts.isIdentifier(n) && !seen.has(`${file}#${n.text}`)) {
      seen.add(`${file}#${n.text}`);
      const target = lookup(file, n.text);
      if (target && target.node !== node)
        out.push(...dynamicImports(target.file, target.node, seen));
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

/** Array literal elements, following identifiers and spreads (`...blogRoutes`). */
function elementsOf(file, node) {
  if (ts.isArrayLiteralExpression(node)) {
    const out = [];
    for (const element of node.elements) {
      if (ts.isSpreadElement(element)) out.push(...elementsOf(file, element.expression));
      else out.push({ file, node: element });
    }
    return out;
  }
  if (ts.isIdentifier(node)) {
    const target = lookup(file, node.text);
    return target ? elementsOf(target.file, target.node) : [];
  }
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return elementsOf(file, node.expression);
  return [];
}

function propertyOf(object, name) {
  for (const p of object.properties)
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      if (p.name.text === name) return p.initializer;
  return undefined;
}

const join2 = (parent, segment) =>
  segment.startsWith('/') ? segment : `${parent.replace(/\/$/, '')}/${segment}`;

/**
 * Every route of routes.tsx: its full path and the modules loaded lazily for it, parents first.
 * @returns {{ path: string, modules: string[] }[]}
 */
export function readRoutes() {
  const source = parse(routesFile);
  const routesDecl = bindings(routesFile).locals.get('routes');
  if (!routesDecl) throw new Error(`${source.fileName}: no top-level "routes" array`);
  const out = [];
  const walk = (file, node, parentPath, parentModules) => {
    let object = node;
    while (ts.isParenthesizedExpression(object) || ts.isAsExpression(object))
      object = object.expression;
    if (!ts.isObjectLiteralExpression(object)) return;
    const pathNode = propertyOf(object, 'path');
    const path =
      pathNode && ts.isStringLiteralLike(pathNode) ? join2(parentPath, pathNode.text) : parentPath;
    const modules = [...parentModules];
    for (const key of ['lazy', 'Component', 'element']) {
      const value = propertyOf(object, key);
      if (value)
        for (const m of dynamicImports(file, value)) if (!modules.includes(m)) modules.push(m);
    }
    const index = propertyOf(object, 'index');
    const children = propertyOf(object, 'children');
    if (index?.kind === ts.SyntaxKind.TrueKeyword || (pathNode && !children))
      out.push({ path: path || '/', modules });
    if (children)
      for (const child of elementsOf(file, children)) walk(child.file, child.node, path, modules);
  };
  for (const element of elementsOf(routesFile, routesDecl))
    walk(element.file, element.node, '', []);
  return out;
}

/**
 * The lazy modules of a URL path, or null when routes.tsx has no such route.
 * @param {string} path e.g. /dashboard
 */
export function routeModules(path, routes = readRoutes()) {
  const exact = routes.filter((r) => r.path === path);
  if (exact.length === 0) return null;
  // Prefer the route that loads a screen (an index route over a redirect at the same path).
  return exact.reduce((a, b) => (b.modules.length > a.modules.length ? b : a)).modules;
}
