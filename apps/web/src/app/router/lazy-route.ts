import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { retryImport } from '../../lib/retry-import';

/**
 * A route module: its default export is the screen (STYLE: lazy route modules use default); an
 * optional `loader` starts the screen's requests while the route resolves (it must not wait for
 * them: the screen shows its own loading state).
 */
type RouteModule = { default: ComponentType; loader?: LoaderFunction };

/** `lazy` for a route: loads the module with one retry and hands React Router its Component. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await retryImport(load);
    // React Router skips an undefined `loader`.
    return { Component: module.default, loader: module.loader };
  };
}
