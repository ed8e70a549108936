import { describe, expect, it } from 'vitest';
import { previewNumberFormat } from './preview-format';

const rows = [
  { c1: 1958.203, c2: 315.2, c3: 24016, c4: 31 },
  { c1: 1958.288, c2: 317.34, c3: 1250.5, c4: null },
];
const column = (key: string, name: string) => ({ key, name });

describe('previewNumberFormat', () => {
  it('writes a decimal year without a thousands separator', () => {
    const format = previewNumberFormat(column('c1', 'Decimal date'), rows, 'en');
    expect(format(1958.203)).toBe('1958.203');
    expect(previewNumberFormat(column('c1', 'decimal_date'), rows, 'fr')(1958.203)).toBe(
      '1958,203',
    );
  });

  it("keeps a quantity's separator, and gives each value the column's decimals on the page", () => {
    expect(previewNumberFormat(column('c2', 'Monthly mean'), rows, 'en')(315.2)).toBe('315.20');
    const big = previewNumberFormat(column('c3', 'Emissions'), rows, 'en');
    expect(big(24016)).toBe('24,016.0');
    expect(previewNumberFormat(column('c4', 'Days measured'), rows, 'en')(31)).toBe('31');
  });
});
