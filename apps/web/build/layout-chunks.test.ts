import { describe, expect, it } from 'vitest';
import { chunkCycles, layoutChunkNames, type ProbedChunk } from './layout-chunks';

const src = (path: string) => `/app/apps/web/src/${path}`;
const chunk = (fileName: string, moduleIds: string[], more: Partial<ProbedChunk> = {}) => ({
  fileName,
  moduleIds,
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...more,
});

/** A default splitting: the entry, a lazy dashboard layout, a page under it, sign-in outside it. */
const probe: ProbedChunk[] = [
  chunk('index.js', [src('main.tsx'), '/nm/react/index.js'], { isEntry: true }),
  chunk('dashboard-layout.js', [src('layouts/dashboard/dashboard-layout.tsx')], {
    isDynamicEntry: true,
    facadeModuleId: src('layouts/dashboard/dashboard-layout.tsx'),
    imports: ['index.js', 'nav.js', 'IconButton.js', 'Paper.js'],
  }),
  chunk('nav.js', [src('layouts/dashboard/nav.tsx'), '/nm/@mui/material/List/List.js']),
  chunk('IconButton.js', [
    '/nm/@mui/material/IconButton/IconButton.js',
    src('components/logo.tsx'),
  ]),
  chunk('Paper.js', ['/nm/@mui/material/Paper/Paper.js'], { imports: ['index.js'] }),
  chunk('list-page.js', [src('features/data/pages/list-page.tsx')], {
    isDynamicEntry: true,
    facadeModuleId: src('features/data/pages/list-page.tsx'),
    imports: ['index.js', 'Paper.js', 'Card.js'],
  }),
  chunk('Card.js', ['/nm/@mui/material/Card/Card.js']),
  chunk('login-page.js', [src('features/auth/pages/login-page.tsx')], {
    isDynamicEntry: true,
    facadeModuleId: src('features/auth/pages/login-page.tsx'),
    imports: ['index.js', 'split-layout.js', 'IconButton.js'],
  }),
  chunk('split-layout.js', [src('layouts/auth/split-layout.tsx')]),
];

describe('layoutChunkNames', () => {
  const names = layoutChunkNames(probe);

  it('names what only the lazy layout loads after the layout', () => {
    expect(names.get(src('layouts/dashboard/nav.tsx'))).toBe('dashboard-layout');
    expect(names.get('/nm/@mui/material/List/List.js')).toBe('dashboard-layout');
    // a page under the layout loads the layout too: what they share goes with the layout
    expect(names.get('/nm/@mui/material/Paper/Paper.js')).toBe('dashboard-layout');
  });

  it('puts what the layout shares with a page that has a layout of its own in a shared chunk', () => {
    expect(names.get('/nm/@mui/material/IconButton/IconButton.js')).toBe('shared-login-page');
    expect(names.get(src('components/logo.tsx'))).toBe('shared-login-page');
  });

  it('leaves the entry, the lazy modules themselves and what the layout never loads alone', () => {
    for (const id of [
      src('main.tsx'),
      '/nm/react/index.js',
      src('layouts/dashboard/dashboard-layout.tsx'),
      src('features/data/pages/list-page.tsx'),
      '/nm/@mui/material/Card/Card.js',
      src('layouts/auth/split-layout.tsx'),
    ])
      expect(names.has(id), id).toBe(false);
  });
});

describe('chunkCycles', () => {
  it('finds chunks that import each other, and nothing in a tree', () => {
    expect(chunkCycles(probe)).toEqual([]);
    expect(
      chunkCycles([
        { fileName: 'a.js', imports: ['b.js'] },
        { fileName: 'b.js', imports: ['c.js'] },
        { fileName: 'c.js', imports: ['a.js'] },
      ]),
    ).toEqual([['a.js', 'b.js', 'c.js']]);
  });
});
