import { numberFormatFor } from '../../../locales/format';

/** A unit in tonnes (`t`, `tonnes`, `t CO₂`…): written with SI prefixes (kt, Mt, Gt). */
const TONNES = /^(t|tonnes?)(\s.*)?$/i;
const PREFIXES = [
  [1e12, 'Tt'],
  [1e9, 'Gt'],
  [1e6, 'Mt'],
  [1e3, 'kt'],
] as const;

/** Whether a unit is in tonnes (its numbers then take SI prefixes). */
export const isTonnes = (unit: string) => TONNES.test(unit.trim());

/**
 * A number short enough for a figure or an axis, with its unit: `37.8 Gt` for 37,791,570,000 t
 * (tonnes take SI prefixes), `12.3M people` otherwise (the language's compact notation).
 */
export function compactWithUnit(value: number, unit: string, locale: string): string {
  const tonnes = TONNES.exec(unit.trim());
  if (tonnes) {
    const rest = tonnes[2] ?? '';
    const [scale, prefix] = PREFIXES.find(([size]) => Math.abs(value) >= size) ?? [1, 't'];
    const number = numberFormatFor(locale, { maximumFractionDigits: 1 }).format(value / scale);
    return `${number} ${prefix}${rest}`;
  }
  const number = numberFormatFor(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return unit ? `${number.format(value)} ${unit}` : number.format(value);
}
