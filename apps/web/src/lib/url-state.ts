/** Reading and writing a list's state in the URL query (`?page=2&mode=rail`). */

/** A whole number from 1 up, else `fallback`. */
export function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? number : fallback;
}

/** `value` when it is one of `choices` (an enum of the contract), else undefined. */
export function oneOf<T extends string>(
  choices: readonly T[],
  value: string | null,
): T | undefined {
  return choices.find((choice) => choice === value);
}

/** A `YYYY-MM-DD` day, else undefined. */
export function isoDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

/** Writes a state back, leaving out empty values and defaults so the plain path stays plain. */
export function toSearchParams(
  state: object,
  defaults: Record<string, string | number> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    const text = String(value ?? '').trim();
    if (text && text !== String(defaults[key] ?? '')) params.set(key, text);
  }
  return params;
}
