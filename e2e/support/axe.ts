import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
let source: string | undefined;

type AxeResult = {
  violations: { id: string; impact: string | null; nodes: { html: string; target: unknown[] }[] }[];
};

/**
 * axe-core's violations on the page as it is now, as readable lines (rule, impact, elements).
 * The app's CSP forbids inline scripts, so axe is evaluated through the devtools protocol.
 * `impacts` keeps only those (by default every violation counts).
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
): Promise<string[]> {
  source ??= readFileSync(AXE_PATH, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const result = await page.evaluate(async () => {
    type Axe = {
      run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResult>;
    };
    const { axe } = window as unknown as { axe: Axe };
    // resultTypes: axe's documented option to skip the detail of passes and incompletes
    // (measured: the sweep 103 → 87 s); violations are still reported in full.
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 4)
          .map((node) => node.html.slice(0, 160))
          .join(' | ')}`,
    );
}
