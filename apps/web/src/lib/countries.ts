import { type Country, countryList } from '@keeling/contract/profile';

export interface CountryOption extends Country {
  /** The name in the reader's language (Intl.DisplayNames), else the list's English one. */
  label: string;
}

const byLocale = new Map<string, CountryOption[]>();

/** Every country of the contract's list, named and sorted in `locale`. */
export function localisedCountries(locale: string): CountryOption[] {
  let options = byLocale.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    options = countryList()
      .map((country) => ({ ...country, label: names.of(country.code) ?? country.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
    byLocale.set(locale, options);
  }
  return options;
}
