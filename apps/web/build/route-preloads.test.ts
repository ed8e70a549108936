import { describe, expect, it } from 'vitest';
import { type Manifest, routePreloads } from './route-preloads-plugin';
import { readRoutes, routeModules } from './route-table.js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_paper-1.js': { file: 'assets/paper-1.js', imports: ['_react-1.js'] },
  'src/layout.tsx': { file: 'assets/layout-1.js', imports: ['_paper-1.js', 'index.html'] },
  'src/blog.tsx': {
    file: 'assets/blog-1.js',
    imports: ['_paper-1.js', '_grid-1.js'],
    css: ['assets/blog-1.css'],
  },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js'] },
};

describe('route preloads (build)', () => {
  it('lists each route’s chunks and their static imports, minus what index.html loads', () => {
    const out = routePreloads(manifest, [
      { path: '/', modules: [] },
      { path: '/dashboard', modules: ['src/layout.tsx'] },
      { path: '/dashboard/blog', modules: ['src/layout.tsx', 'src/blog.tsx'] },
      { path: '/*', modules: [] },
    ]);
    expect(out).toEqual([
      { path: '/', files: [] },
      { path: '/dashboard', files: ['/assets/layout-1.js', '/assets/paper-1.js'] },
      {
        path: '/dashboard/blog',
        files: [
          '/assets/layout-1.js',
          '/assets/paper-1.js',
          '/assets/blog-1.js',
          '/assets/grid-1.js',
          '/assets/blog-1.css',
        ],
      },
      { path: '/*', files: [] },
    ]);
  });

  it('adds the modules a layout implies (the signed-in user check), after the route’s own', () => {
    const withCheck: Manifest = {
      ...manifest,
      'src/check.ts': { file: 'assets/check-1.js', imports: ['_paper-1.js'] },
    };
    const out = routePreloads(
      withCheck,
      [
        { path: '/auth', modules: [] },
        { path: '/dashboard', modules: ['src/layout.tsx'] },
      ],
      { 'src/layout.tsx': ['src/check.ts'] },
    );
    expect(out).toEqual([
      { path: '/auth', files: [] },
      {
        path: '/dashboard',
        files: ['/assets/layout-1.js', '/assets/paper-1.js', '/assets/check-1.js'],
      },
    ]);
  });

  it('keeps the route loading more modules when two share a path', () => {
    const out = routePreloads(manifest, [
      { path: '/dashboard', modules: [] },
      { path: '/dashboard', modules: ['src/layout.tsx'] },
    ]);
    expect(out).toEqual([
      { path: '/dashboard', files: ['/assets/layout-1.js', '/assets/paper-1.js'] },
    ]);
  });

  it('fails on a module missing from the manifest (a stale or partial build)', () => {
    expect(() => routePreloads(manifest, [{ path: '/x', modules: ['src/gone.tsx'] }])).toThrow(
      /src\/gone.tsx/,
    );
  });
});

describe('route table (routes.tsx)', () => {
  it('maps nested and dynamic routes to their lazy modules, parents first', () => {
    const layout = 'src/layouts/dashboard/dashboard-layout.tsx';
    const pages: [string, string][] = [
      ['/dashboard', 'overview/pages/overview-page.tsx'],
      ['/dashboard/blog', 'blog/pages/blog-page.tsx'],
      ['/dashboard/article/:id', 'blog/pages/article-page.tsx'],
      ['/dashboard/management/addblog', 'blog/pages/editor-page.tsx'],
    ];
    for (const [path, page] of pages)
      expect(routeModules(path), path).toEqual([layout, `src/features/${page}`]);
    expect(routeModules('/auth/jwt/login')).toEqual(['src/features/auth/pages/login-page.tsx']);
  });

  it('lists redirects and the catch-all with no modules, and no unknown paths', () => {
    const routes = readRoutes();
    expect(routes.find((r) => r.path === '/*')?.modules).toEqual([]);
    expect(routes.find((r) => r.path === '/')?.modules).toEqual([]);
    expect(routeModules('/no/such/route')).toBeNull();
  });
});
