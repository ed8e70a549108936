/**
 * Matches a URL path against the route patterns of the web app (`/dashboard/article/:id`, `/*`)
 * the way React Router ranks them: static segments beat dynamic ones, which beat a splat.
 * Segments compare case-insensitively and a trailing slash is ignored, as in React Router.
 */

const STATIC = 10;
const DYNAMIC = 3;
const SPLAT = -2;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The pattern's score for `segments`, or null when it does not match. */
function score(pattern: string[], segments: string[]): number | null {
  let total = 0;
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (part === '*') return i <= segments.length ? total + SPLAT : null;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) total += DYNAMIC;
    else if (part.toLowerCase() === segment.toLowerCase()) total += STATIC;
    else return null;
  }
  return pattern.length === segments.length ? total : null;
}

export interface RouteMatcher<T> {
  /** The value of the best-ranked pattern matching `pathname`, or undefined. */
  match(pathname: string): { path: string; value: T } | undefined;
}

export function createRouteMatcher<T>(routes: { path: string; value: T }[]): RouteMatcher<T> {
  const compiled = routes.map((route) => ({ ...route, parts: segmentsOf(route.path) }));
  return {
    match(pathname) {
      let segments: string[];
      try {
        segments = segmentsOf(decodeURI(pathname));
      } catch {
        segments = segmentsOf(pathname);
      }
      let best: { path: string; value: T } | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const route of compiled) {
        const s = score(route.parts, segments);
        if (s !== null && s > bestScore) {
          best = { path: route.path, value: route.value };
          bestScore = s;
        }
      }
      return best;
    },
  };
}
