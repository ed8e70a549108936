import { describe, expect, it } from 'vitest';
import { allNamespaces, bundledResources, loadNamespaceResources } from './resources';

describe('translation resources', () => {
  it('bundles the shell’s English namespaces and lists the others too', () => {
    expect(Object.keys(bundledResources()).sort()).toEqual(['en']);
    expect(Object.keys(bundledResources().en ?? {}).sort()).toEqual([
      'auth',
      'common',
      'errors',
      'settings',
    ]);
    expect(allNamespaces()).toEqual(expect.arrayContaining(['auth', 'blog', 'common', 'users']));
    expect(new Set(allNamespaces()).size).toBe(allNamespaces().length);
  });

  it('loads any namespace, bundled or not, and nothing for a file that does not exist', async () => {
    expect(await loadNamespaceResources('en', 'common')).toBe(bundledResources().en?.common);
    expect(Object.keys(await loadNamespaceResources('en', 'blog')).length).toBeGreaterThan(0);
    expect(Object.keys(await loadNamespaceResources('fr', 'common')).length).toBeGreaterThan(0);
    expect(await loadNamespaceResources('fr', 'nope')).toEqual({});
  });
});
