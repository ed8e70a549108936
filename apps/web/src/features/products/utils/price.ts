import { numberFormatFor } from '../../../locales/format';

/** A price in minor units (cents) of an ISO 4217 currency, in the reader's language. */
export function formatPrice(minor: number, currency: string, locale: string): string {
  return numberFormatFor(locale, { style: 'currency', currency }).format(minor / 100);
}
