import { describe, expect, it } from 'vitest';
import { localisedCountries } from './countries';

describe('localisedCountries', () => {
  it('has the whole maintained list with dial codes', () => {
    const countries = localisedCountries('en');
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((country) => country.code === 'FR')).toMatchObject({
      label: 'France',
      dialCode: '+33',
    });
  });

  it('names and sorts the countries in the reader’s language', () => {
    const french = localisedCountries('fr');
    expect(french.find((country) => country.code === 'DE')?.label).toBe('Allemagne');
    const labels = french.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
    expect(localisedCountries('ar').find((country) => country.code === 'EG')?.label).toBe('مصر');
  });
});
