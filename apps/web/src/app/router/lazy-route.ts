import type { ComponentType } from 'react';
import { retryImport } from '../../lib/retry-import';

/** A route module: its default export is the screen (STYLE: lazy route modules use default). */
type RouteModule = { default: ComponentType };

/** `lazy` for a route: loads the module with one retry and hands React Router its Component. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await retryImport(load);
    return { Component: module.default };
  };
}
