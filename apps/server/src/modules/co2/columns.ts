import type { Co2SourceRole, DatasetColumn } from '@keeling/contract';

// Which columns of a CO2 data set hold what: by type first, then by header, so a data set
// re-imported with other headers (or the NOAA global file) still answers.

const isTime = (c: DatasetColumn) => c.type === 'date' || c.type === 'month' || c.type === 'year';
const numbers = (columns: readonly DatasetColumn[]) => columns.filter((c) => c.type === 'number');
const named = (columns: readonly DatasetColumn[], pattern: RegExp) =>
  columns.find((c) => pattern.test(c.name));

/** Columns that describe a value rather than being one. */
const NOT_A_VALUE = /decimal|unc|sdev|std|ndays|days|count|year/i;

/** The first date, month or year column, one named like a date preferred. */
export function timeColumn(columns: readonly DatasetColumn[]): DatasetColumn | null {
  const times = columns.filter(isTime);
  return named(times, /month|date|year|time/i) ?? times[0] ?? null;
}

/** The number column named like `pattern`, else the first number that is not a detail. */
export function valueColumn(
  columns: readonly DatasetColumn[],
  pattern: RegExp,
  avoid?: RegExp,
): DatasetColumn | null {
  const candidates = numbers(columns).filter((c) => !avoid?.test(c.name));
  return named(candidates, pattern) ?? candidates.find((c) => !NOT_A_VALUE.test(c.name)) ?? null;
}

/** Entity (country), year and value columns of an OWID-style emissions table. */
export function emissionsColumns(columns: readonly DatasetColumn[]) {
  const texts = columns.filter((c) => c.type === 'text');
  const entity = named(texts, /entity|country|region|location|name/i) ?? texts[0] ?? null;
  const year =
    columns.find((c) => c.type === 'year') ??
    named(
      columns.filter((c) => c.type === 'number' || isTime(c)),
      /year/i,
    ) ??
    null;
  const value = numbers(columns).find((c) => c.key !== year?.key) ?? null;
  const code = named(
    texts.filter((c) => c.key !== entity?.key),
    /code|iso/i,
  );
  return entity && year && value ? { entity, year, value, code: code ?? null } : null;
}

/** Patterns of the value each part of the CO2 page reads (the monthly mean avoids the trend). */
export const VALUE_PATTERNS = {
  monthly: [/average|mean|co2/i, /deseason|trend|adjust/i],
  annual: [/mean|average|co2/i],
  growth: [/increase|growth|rate/i],
} as const;

/**
 * Whether a data set's columns give what a part of the CO2 page needs: emissions, an entity, a
 * year and a value; the others one series (no text column), over months or dates for the
 * monthly means, and a value.
 */
export function fitsRole(role: Co2SourceRole, columns: readonly DatasetColumn[]): boolean {
  if (role === 'emissions') return emissionsColumns(columns) !== null;
  if (columns.some((c) => c.type === 'text')) return false;
  const time = timeColumn(columns);
  if (!time || (role === 'monthly' && time.type === 'year')) return false;
  const [pattern, avoid] = VALUE_PATTERNS[role];
  return valueColumn(columns, pattern, avoid) !== null;
}

/** OWID's aggregates (World, continents, income groups) have no ISO code or an `OWID_` one. */
export const isAggregate = (code: string | null) => !code || /^OWID_/i.test(code);

/** The entity standing for the whole world: OWID's `OWID_WRL`, else one named World. */
const isWorld = (entity: { name: string; code: string | null }) =>
  entity.code?.toUpperCase() === 'OWID_WRL' || /^world$/i.test(entity.name);

/** How many countries the emissions chart shows beside the world before a reader picks. */
export const DEFAULT_COUNTRIES = 4;

/** World (when there) and the countries with the largest latest value (entities come largest first). */
export function defaultEntities(
  entities: readonly { name: string; code: string | null; aggregate: boolean }[],
): string[] {
  const world = entities.find(isWorld);
  const countries = entities.filter((e) => !e.aggregate).slice(0, DEFAULT_COUNTRIES);
  return [...(world ? [world.name] : []), ...countries.map((e) => e.name)];
}
