import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { retryImport } from '../../lib/retry-import';
import { i18n } from '../../locales/i18n';

/**
 * A route module: its default export is the screen (STYLE: lazy route modules use default); an
 * optional `loader` starts the screen's requests while the route resolves (it must not wait for
 * them: the screen shows its own loading state).
 */
type RouteModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * `lazy` for a route: loads the module with one retry, and the screen's text namespaces in
 * parallel (so the screen does not wait for them after its code), and hands React Router its
 * Component.
 */
export function lazyRoute(load: () => Promise<RouteModule>, namespaces: readonly string[] = []) {
  return async () => {
    const [module] = await Promise.all([
      retryImport(load),
      ...namespaces.map((namespace) => i18n.pending(namespace)),
    ]);
    // React Router skips an undefined `loader`.
    return { Component: module.default, loader: module.loader };
  };
}
