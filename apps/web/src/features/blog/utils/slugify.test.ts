import { SLUG_PATTERN } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slugify';

describe('slugFromTitle', () => {
  it('makes lowercase ascii words joined by single hyphens', () => {
    expect(slugFromTitle('The Keeling Curve, 2024!')).toBe('the-keeling-curve-2024');
    expect(slugFromTitle('  Émissions de CO₂ — été  ')).toBe('emissions-de-co2-ete');
    expect(slugFromTitle('a -- b')).toBe('a-b');
  });

  it('gives an empty slug for titles without latin letters or digits', () => {
    expect(slugFromTitle('ثاني أكسيد الكربون')).toBe('');
    expect(slugFromTitle('')).toBe('');
  });

  it('stays within the contract limit and pattern', () => {
    const slug = slugFromTitle('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
