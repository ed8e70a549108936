/** Types of route-table.js (plain JS so the Node benchmarks can import it without a build). */
export interface RouteEntry {
  /** Full URL pattern, e.g. `/dashboard/article/:id`, `/*`. */
  path: string;
  /** Vite manifest keys of the lazy modules, parents first. */
  modules: string[];
}
export const webRoot: string;
export const routesFile: string;
export const LAYOUT_EXTRAS: Readonly<Record<string, readonly string[]>>;
export function impliedModules(
  modules: readonly string[],
  extras?: Readonly<Record<string, readonly string[]>>,
): string[];
export function readRoutes(): RouteEntry[];
export function routeModules(path: string, routes?: RouteEntry[]): string[] | null;
