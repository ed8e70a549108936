import { describe, expect, it } from 'vitest';
import { phoneOverflows } from '../support/a11y-screens';
import { startSuite } from '../support/suite';

// Every screen on a 390 px phone, left to right and right to left: nothing makes the page
// scroll sideways (a table or a chart scrolls within its own box, a long word wraps).
const suite = startSuite();

describe('every screen on a phone', () => {
  for (const direction of ['ltr', 'rtl'] as const) {
    it(`fits the phone's width (${direction})`, async () => {
      expect(await phoneOverflows(suite, direction)).toEqual([]);
    });
  }
});
