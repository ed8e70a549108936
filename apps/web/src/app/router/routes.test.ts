import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { type NavItem, navData } from '../../layouts/dashboard/nav-config';
import { routes } from './routes';

/** Every string in `paths`; the path builders with a sample value. */
function allPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as (value: string) => string)('Co2')];
  if (typeof node === 'object' && node) return Object.values(node).flatMap(allPaths);
  return [];
}

const navPaths = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.path, ...navPaths(item.children ?? [])]);

/**
 * Where a URL ends up in the route table: the screen's route, following `<Navigate>` redirects;
 * the catch-all (`*`, which sends to /404) counts as no screen.
 */
function screenFor(url: string, hops = 0): { path: string; route: RouteObject } | null {
  const pathname = url.split('?')[0] ?? url;
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf || leaf.path === '*' || hops > 3) return null;
  const { element } = leaf;
  if (isValidElement<{ to: string }>(element) && element.type === Navigate) {
    return screenFor(element.props.to, hops + 1);
  }
  return leaf.lazy || leaf.Component || element ? { path: pathname, route: leaf } : null;
}

describe('the route table', () => {
  it('has a screen for every navigation entry (no entry leads to /404)', () => {
    const entries = navData.flatMap((group) => navPaths(group.items));
    const missing = entries.filter((path) => !screenFor(path));
    expect(missing).toEqual([]);
  });

  it('has a screen for every route constant in config/paths.ts', () => {
    const missing = allPaths(paths).filter((path) => !screenFor(path));
    expect(missing).toEqual([]);
  });

  it('sends an unknown path to /404, which is a screen', () => {
    expect(screenFor('/dashboard/no-such-page')).toBeNull();
    expect(screenFor(paths.page404)?.path).toBe('/404');
  });
});
