import { describe, expect, it } from 'vitest';
import { compactWithUnit } from './compact-unit';
import { changeTone, kpiComparison } from './kpi-comparison';

const months = Array.from({ length: 14 }, (_, i) => ({
  x: `${2025 + Math.floor((i + 4) / 12)}-${String(((i + 4) % 12) + 1).padStart(2, '0')}-01`,
  y: 420 + i,
}));

describe('a KPI card', () => {
  it('compares a month with the same month a year earlier, not the month before', () => {
    expect(months.at(-1)?.x).toBe('2026-06-01');
    expect(kpiComparison(months, 'month')).toEqual({
      last: { x: '2026-06-01', y: 433 },
      base: { x: '2025-06-01', y: 421 },
    });
  });

  it('falls back on the point before without a year of history, and for years', () => {
    expect(kpiComparison(months.slice(-3), 'month')?.base).toEqual({ x: '2026-05-01', y: 432 });
    const years = [
      { x: '2022-01-01', y: 1 },
      { x: '2023-01-01', y: 3 },
    ];
    expect(kpiComparison(years, 'year')?.base?.x).toBe('2022-01-01');
    expect(kpiComparison([], 'year')).toBeNull();
  });

  it('writes large figures compactly with their unit, tonnes with SI prefixes', () => {
    expect(compactWithUnit(37_791_570_000, 't', 'en')).toBe('37.8 Gt');
    expect(compactWithUnit(4_911_391_000, 't CO₂', 'en')).toBe('4.9 Gt CO₂');
    expect(compactWithUnit(1_250_000, 'tonnes', 'fr')).toBe('1,3 Mt');
    expect(compactWithUnit(12_300_000, 'people', 'en')).toBe('12.3M people');
    expect(compactWithUnit(950, 't', 'en')).toBe('950 t');
  });

  it('compares as the card chose: the point before, a year earlier, a base period', () => {
    expect(kpiComparison(months, 'month', 'previous')?.base).toEqual({ x: '2026-05-01', y: 432 });
    expect(kpiComparison(months, 'month', 'yearAgo')?.base).toEqual({ x: '2025-06-01', y: 421 });
    // a year earlier that is not there: no comparison rather than another point
    expect(kpiComparison(months.slice(-3), 'month', 'yearAgo')?.base).toBeNull();
    const base = { x: '1990-01-01', y: 354 };
    expect(kpiComparison(months, 'month', 'base', base)).toEqual({ last: months.at(-1), base });
    // years as numbers (a Year column with negative years): the number before
    const years = [
      { x: 2020, y: 0 },
      { x: 2022, y: 2 },
      { x: 2023, y: 3 },
    ];
    expect(kpiComparison(years, 'number', 'yearAgo')?.base).toEqual({ x: 2022, y: 2 });
  });

  it('colours a rise as good news, or bad news when the card says so', () => {
    expect(changeTone(2, false)).toBe('success');
    expect(changeTone(2, true)).toBe('error');
    expect(changeTone(-2, true)).toBe('success');
    expect(changeTone(0, true)).toBeNull();
  });
});
