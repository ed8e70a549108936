#!/usr/bin/env node
// Size budget check, part of `npm test` (sizes are deterministic; times are not, see bench/).
// Fails when a page's first-load JavaScript (gzip) goes over its budget: the guest pages
// (features/auth/pages: sign-in, register, with the auth layout they import) and every other page
// (features/<f>/pages/*.tsx in the build) counted with the dashboard layout, so a new page is
// checked without an entry here. Beside each page, what it loads lazily after its first paint
// (its dynamic imports: grid, charts, editor, dialogs…), which no budget counts. Raise a budget
// only with a reason in docs/benchmarks.md.
import {
  firstLoad,
  isGuestPage,
  kib,
  lazyAfterFirstLoad,
  pageModules,
  pageRouteModules,
  readManifest,
  SIGN_IN_PAGE,
} from './first-load.js';

/**
 * Budgets in KiB (gzip) of first-load JavaScript (issue 16). Sign-in and register: issue 16 asked
 * for 165; with the stack it demands they measure 199.0 and 198.7 (2026-11-27, without Vite's
 * preload helper), under 200: the measured value rounded up to the next 5 KiB, so that a
 * regression fails. Why 165 is not reached, and what it would take: docs/benchmarks.md.
 */
const SIGN_IN_KIB = 200;
const DASHBOARD_KIB = 250;

const pages = pageModules(readManifest());
const short = (key) =>
  key
    .replace(/^src\/features\//, '')
    .replace(/\/pages\//, '/')
    .replace(/\.tsx?$/, '');
const checks = pages.map((page) => ({
  name: page === SIGN_IN_PAGE ? 'sign-in' : short(page),
  modules: pageRouteModules(page),
  budget: isGuestPage(page) ? SIGN_IN_KIB : DASHBOARD_KIB,
}));

let failed = !pages.includes(SIGN_IN_PAGE);
if (failed) console.log(`${SIGN_IN_PAGE} is not a lazily loaded page of the build`);
console.log(
  'page (auth pages alone, others with the dashboard layout)  first-load JS gzip   budget',
);
console.log(
  '  ↳ lazily: loaded after the first paint or on use (gzip each adds to the first load; not budgeted)',
);
for (const { name, modules, budget } of checks) {
  let sizes;
  try {
    sizes = firstLoad(modules);
  } catch (error) {
    console.log(`${name.padEnd(56)} ${error instanceof Error ? error.message : error}`);
    failed = true;
    continue;
  }
  const over = sizes.js.gzip / 1024 > budget;
  if (over) failed = true;
  console.log(
    `${name.padEnd(56)} ${kib(sizes.js.gzip).padStart(9)} KiB   ${String(budget).padStart(4)} KiB  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  const lazy = lazyAfterFirstLoad(modules);
  if (lazy.length > 0)
    console.log(
      `${'  ↳ lazily'.padEnd(56)} ${lazy
        .map(
          (l) =>
            `${
              l.parent
                ? `${lazy
                    .find((p) => p.key === l.parent)
                    ?.name.split('/')
                    .pop()} → `
                : ''
            }${l.name} ${kib(l.gzip)}`,
        )
        .join(', ')}`,
    );
}
process.exit(failed ? 1 : 0);
