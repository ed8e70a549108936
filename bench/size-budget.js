#!/usr/bin/env node
// Size budget check, part of `npm test` (sizes are deterministic; times are not, see bench/).
// Fails when a route's first-load JavaScript (gzip) goes over its budget. Lower the budgets as
// the bundle improves; raise one only with a reason in docs/benchmarks.md.
// The lazy modules of each route are read from apps/web/src/app/router/routes.tsx, so a renamed or
// moved page cannot silently drop out of the figure; a budgeted route that disappears fails.
import { firstLoad, kib } from './first-load.js';

/** Budgets in KiB (gzip) for the first-load JavaScript of routes that must exist. */
const BUDGETS_KIB = {
  '/auth/jwt/login': 147,
  '/dashboard': 178,
  '/dashboard/blog': 192,
  '/dashboard/management/addblog': 189,
};

/** Reported, never failing (null: no budget yet). Routes of features still to come go here. */
const REPORTED_KIB = {};

let failed = false;
console.log('route                              first-load JS gzip   budget   CSS gzip');
for (const [route, budget] of Object.entries({ ...BUDGETS_KIB, ...REPORTED_KIB })) {
  let sizes;
  try {
    sizes = firstLoad(route);
  } catch (error) {
    console.log(`${route.padEnd(34)} ${error instanceof Error ? error.message : error}`);
    failed = true;
    continue;
  }
  if (sizes === null) {
    const required = route in BUDGETS_KIB;
    if (required) failed = true;
    console.log(
      `${route.padEnd(34)} ${required ? 'MISSING from routes.tsx (update bench/size-budget.js)' : 'not built yet'}`,
    );
    continue;
  }
  const jsKib = sizes.js.gzip / 1024;
  const over = budget !== null && jsKib > budget;
  if (over) failed = true;
  const verdict = budget === null ? 'report only' : over ? 'OVER BUDGET' : 'ok';
  console.log(
    `${route.padEnd(34)} ${kib(sizes.js.gzip).padStart(9)} KiB       ${String(budget ?? '—').padStart(4)} KiB  ${kib(sizes.css.gzip).padStart(6)} KiB  ${verdict}`,
  );
}
process.exit(failed ? 1 : 0);
