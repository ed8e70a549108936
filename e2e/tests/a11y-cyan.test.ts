import { describe, expect, it } from 'vitest';
import { AXE_COMBOS, screenViolations } from '../support/a11y-screens';
import { startSuite } from '../support/suite';

const suite = startSuite();

describe('accessibility of every screen, preset cyan (axe-core: serious and critical)', () => {
  for (const combo of AXE_COMBOS) {
    it(`has no violations: ${combo.themeMode}, ${combo.themeDirection}`, async () => {
      expect(await screenViolations(suite, 'cyan', combo)).toEqual([]);
    }, 120_000);
  }
});
