import { countries } from 'countries-list';

// The country list (ISO 3166-1 alpha-2 codes, English names, calling codes) comes from the
// maintained `countries-list` package, never typed by hand: the profile's validation and the
// web's country picker read the same list.

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. `FR`. */
  code: string;
  /** English name; the web may show `Intl.DisplayNames` in the reader's language instead. */
  name: string;
  /** Calling code with its plus, e.g. `+33`; empty when the list gives none. */
  dialCode: string;
}

let list: Country[] | undefined;

/** Every country, sorted by English name. */
export function countryList(): Country[] {
  list ??= Object.entries(countries)
    .map(([code, c]) => ({ code, name: c.name, dialCode: c.phone[0] ? `+${c.phone[0]}` : '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return list;
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && Object.hasOwn(countries, code);
}
