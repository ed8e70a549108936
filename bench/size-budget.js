#!/usr/bin/env node
// Size budget check, part of `npm test` (sizes are deterministic; times are not, see bench/).
// Fails when a page's first-load JavaScript (gzip) goes over its budget: the sign-in page, and
// every other page (features/<f>/pages/*.tsx in the build) counted with the dashboard layout,
// so a new page is checked without an entry here. Raise a budget only with a reason in
// docs/benchmarks.md.
import {
  DASHBOARD_LAYOUT,
  firstLoad,
  kib,
  pageModules,
  readManifest,
  SIGN_IN_PAGE,
} from './first-load.js';

/** Budgets in KiB (gzip) of first-load JavaScript (issue 16). */
const SIGN_IN_KIB = 165;
const DASHBOARD_KIB = 250;

const pages = pageModules(readManifest());
const checks = [
  { name: 'sign-in', modules: [SIGN_IN_PAGE], budget: SIGN_IN_KIB },
  ...pages
    .filter((page) => page !== SIGN_IN_PAGE)
    .map((page) => ({ name: page, modules: [DASHBOARD_LAYOUT, page], budget: DASHBOARD_KIB })),
];

let failed = !pages.includes(SIGN_IN_PAGE);
if (failed) console.log(`${SIGN_IN_PAGE} is not a lazily loaded page of the build`);
console.log('page (with the dashboard layout unless sign-in)      first-load JS gzip   budget');
for (const { name, modules, budget } of checks) {
  let sizes;
  try {
    sizes = firstLoad(modules);
  } catch (error) {
    console.log(`${name.padEnd(52)} ${error instanceof Error ? error.message : error}`);
    failed = true;
    continue;
  }
  const over = sizes.js.gzip / 1024 > budget;
  if (over) failed = true;
  console.log(
    `${name.replace(/^src\/features\//, '').padEnd(52)} ${kib(sizes.js.gzip).padStart(9)} KiB   ${String(budget).padStart(4)} KiB  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}
process.exit(failed ? 1 : 0);
