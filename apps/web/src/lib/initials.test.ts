import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('ada  lovelace byron')).toBe('AL');
    expect(initials('Keeling')).toBe('K');
    expect(initials(' ')).toBe('');
  });
});
