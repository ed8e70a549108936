import { describe, expect, it } from 'vitest';
import type { ModuleGraph } from './module-graph';
import { assignChunkFamilies, featureOf, SHARED_CHUNK } from './route-chunks';

const root = '/app';
const layout = 'src/layouts/dashboard/dashboard-layout.tsx';
const overview = 'src/features/overview/pages/overview-page.tsx';
const list = 'src/features/blog/pages/blog-page.tsx';
const article = 'src/features/blog/pages/article-page.tsx';
const editor = 'src/features/blog/pages/editor-page.tsx';
const manage = 'src/features/blog/pages/management-page.tsx';
const login = 'src/features/auth/pages/login-page.tsx';
const notFound = 'src/features/errors/pages/not-found-page.tsx';

const routes = [
  { path: '/auth/jwt/login', modules: [login] },
  { path: '/dashboard', modules: [layout, overview] },
  { path: '/dashboard/blog', modules: [layout, list] },
  { path: '/dashboard/article/:id', modules: [layout, article] },
  { path: '/dashboard/management/blog', modules: [layout, manage] },
  { path: '/dashboard/management/addblog', modules: [layout, editor] },
  { path: '/404', modules: [notFound] },
];

const id = (key: string) => `${root}/${key}`;
const pkg = (name: string) => `${root}/node_modules/${name}.mjs`;

/** index → app shell (own) + the router; each route a lazy entry; imports as listed. */
function graphOf(imports: Record<string, string[]>, dynamicImports: Record<string, string[]> = {}) {
  const graph: ModuleGraph = {
    imports: new Map(Object.entries(imports)),
    dynamicImports: new Map(Object.entries(dynamicImports)),
    entries: [id('index.html')],
    sizes: new Map(),
  };
  const routeTable = id('src/app/routes.tsx');
  graph.dynamicImports.set(routeTable, [...new Set(routes.flatMap((r) => r.modules.map(id)))]);
  return graph;
}

describe('route chunk families (build)', () => {
  const graph = graphOf(
    {
      [id('index.html')]: [id('src/main.tsx')],
      [id('src/main.tsx')]: [id('src/app/routes.tsx'), id('src/settings/provider.tsx')],
      [id('src/settings/provider.tsx')]: [pkg('theme')],
      [id(login)]: [id('src/components/logo.tsx'), pkg('text-field')],
      [id(layout)]: [
        id('src/components/logo.tsx'),
        pkg('app-bar'),
        id('src/settings/provider.tsx'),
        pkg('icon-button'),
      ],
      [id(overview)]: [pkg('card'), pkg('chip')],
      [id(list)]: [pkg('card'), pkg('chip'), pkg('text-field'), pkg('pagination')],
      [id(article)]: [pkg('pagination'), pkg('chip')],
      [id(manage)]: [pkg('table'), pkg('confirm')],
      [id(editor)]: [pkg('confirm'), pkg('menu')],
      [id(notFound)]: [pkg('icon-button')],
      [pkg('app-bar')]: [pkg('paper')],
      [pkg('pagination')]: [pkg('menu')],
    },
    {
      [id(layout)]: [id('src/layouts/dashboard/popups.tsx')],
      // the editor page loads its form lazily, and the form its rich-text editor
      [id(editor)]: [id('src/features/blog/editor/article-form.tsx')],
      [id('src/features/blog/editor/article-form.tsx')]: [id('src/features/blog/editor/rich.tsx')],
    },
  );
  graph.imports.set(id('src/layouts/dashboard/popups.tsx'), [pkg('menu'), pkg('paper')]);
  graph.imports.set(id('src/features/blog/editor/rich.tsx'), [pkg('chip'), pkg('tooltip')]);
  const families = assignChunkFamilies(graph, { routes, root, guests: ['/404'] });
  const familyOf = (module: string) => families.get(module) ?? null;

  it('puts what the layout uses in its chunk, with what pages of two features share', () => {
    expect(familyOf(pkg('app-bar'))).toBe('dashboard');
    expect(familyOf(pkg('paper'))).toBe('dashboard'); // also in a popup: loaded anyway
    expect(familyOf(pkg('card'))).toBe('dashboard'); // overview and blog
    expect(familyOf(pkg('chip'))).toBe('dashboard');
  });

  it('keeps what the entry uses with the entry', () => {
    expect(familyOf(id('src/settings/provider.tsx'))).toBeNull();
    expect(familyOf(pkg('theme'))).toBeNull();
  });

  it('shares what the sign-in page and the layout both use in one chunk', () => {
    expect(familyOf(id('src/components/logo.tsx'))).toBe(SHARED_CHUNK);
    expect(familyOf(id(login))).toBeNull();
  });

  it('leaves what sign-in shares with some pages only to the bundler (not on every page)', () => {
    expect(familyOf(pkg('text-field'))).toBeNull(); // sign-in and the blog list
  });

  it('lets a guest route (404) share the layout chunk, not a feature chunk', () => {
    expect(familyOf(pkg('icon-button'))).toBe('dashboard');
  });

  it('groups what a feature’s landing page shares with its other pages', () => {
    expect(familyOf(pkg('pagination'))).toBe('blog-common');
  });

  it('leaves one page’s modules, other pages’ shares and on-demand modules to the bundler', () => {
    expect(familyOf(pkg('table'))).toBeNull(); // management only
    expect(familyOf(pkg('confirm'))).toBeNull(); // management and editor, not the list
    expect(familyOf(pkg('menu'))).toBeNull(); // also in the layout's popups
    expect(familyOf(id(list))).toBeNull(); // a lazy entry keeps its own chunk
  });

  it('counts what a page loads lazily, however deep, as the page’s own (not on demand)', () => {
    // the rich-text editor (lazy in the lazy form) also uses the chip the pages share
    expect(familyOf(pkg('chip'))).toBe('dashboard');
    expect(familyOf(pkg('tooltip'))).toBeNull(); // only there: left to the bundler
  });

  it('names a family after the feature folder', () => {
    expect(featureOf(list)).toBe('blog');
    expect(featureOf(layout)).toBe('dashboard');
    expect(featureOf('src/components/x.tsx')).toBe('components');
  });
});

describe('small chunks on a first load (build)', () => {
  const userCheck = 'src/user-check.ts';
  const form = id('src/features/blog/editor/article-form.tsx');
  const popups = id('src/layouts/dashboard/popups.tsx');
  const graph = graphOf(
    {
      [id('index.html')]: [id('src/main.tsx')],
      [id('src/main.tsx')]: [id('src/app/routes.tsx'), pkg('react')],
      [id(login)]: [pkg('constants'), pkg('text-field')],
      [id(userCheck)]: [pkg('constants')],
      [id(layout)]: [pkg('app-bar')],
      [id(list)]: [pkg('owner-document'), pkg('pagination')],
      [id(article)]: [pkg('pagination'), pkg('big-helper')],
      [id(manage)]: [pkg('can-manage'), pkg('big-helper'), pkg('needs-pagination')],
      [id(editor)]: [pkg('can-manage'), pkg('needs-pagination'), pkg('frames'), pkg('single')],
      [form]: [pkg('frames')],
      [popups]: [pkg('owner-document')],
      [pkg('needs-pagination')]: [pkg('pagination')],
      [pkg('can-manage')]: [pkg('react')],
    },
    {
      [id('src/main.tsx')]: [id(userCheck)],
      [id(layout)]: [popups],
      [id(editor)]: [form],
    },
  );
  for (const module of [...graph.imports.keys(), ...graph.imports.values()].flat())
    graph.sizes.set(module, 100);
  graph.sizes.set(pkg('big-helper'), 5000);
  const families = assignChunkFamilies(graph, {
    routes,
    root,
    guests: ['/404'],
    extras: { [layout]: [userCheck] },
  });
  const familyOf = (module: string) => families.get(module) ?? null;

  it('puts one shared only by pages of the family in the layout’s chunk', () => {
    expect(familyOf(pkg('can-manage'))).toBe('dashboard'); // management and editor
    expect(familyOf(pkg('frames'))).toBe('dashboard'); // the editor and its lazy form
  });

  it('puts one a popup or drawer also loads in shared', () => {
    expect(familyOf(pkg('owner-document'))).toBe(SHARED_CHUNK); // blog list and popups
  });

  it('leaves big ones, one chunk’s own, and those importing what is not there yet', () => {
    expect(familyOf(pkg('big-helper'))).toBeNull(); // management and article, 5 KB
    expect(familyOf(pkg('single'))).toBeNull(); // in the editor page's chunk anyway
    expect(familyOf(pkg('pagination'))).toBe('blog-common');
    expect(familyOf(pkg('needs-pagination'))).toBeNull(); // would make the chunk import another
  });

  it('counts what a module the layout implies uses as the layout’s', () => {
    expect(familyOf(pkg('constants'))).toBe(SHARED_CHUNK); // sign-in and the user check
  });
});
