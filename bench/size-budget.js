#!/usr/bin/env node
// Size budget check, part of `npm test` (sizes are deterministic; times are not, see bench/).
// Fails when a route's first-load JavaScript (gzip) goes over its budget. Lower the budgets as
// the bundle improves; raise one only with a reason in docs/benchmarks.md.
import { firstLoad, kib } from './first-load.js';

const BUDGETS_KIB = {
  '/auth/jwt/login': 215,
  '/dashboard': 250,
};

let over = false;
console.log('route                first-load JS gzip   budget   CSS gzip');
for (const [route, budget] of Object.entries(BUDGETS_KIB)) {
  const sizes = firstLoad(route);
  const jsKib = sizes.js.gzip / 1024;
  const verdict = jsKib <= budget ? 'ok' : 'OVER BUDGET';
  if (jsKib > budget) over = true;
  console.log(
    `${route.padEnd(20)} ${kib(sizes.js.gzip).padStart(9)} KiB       ${String(budget).padStart(4)} KiB  ${kib(sizes.css.gzip).padStart(6)} KiB  ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
