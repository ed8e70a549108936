import { randomBytes } from 'node:crypto';

/**
 * "Mauna Loa: CO₂ at 420 ppm!" -> "mauna-loa-co2-at-420-ppm": accents folded to ASCII, at most
 * `max` characters, `fallback` when nothing is left.
 */
export function slugify(text: string, max: number, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`…: the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `base-` and eight random hex digits, within `max`: for saves that raced for one slug. */
export function randomSlug(base: string, max: number): string {
  const suffix = randomBytes(4).toString('hex');
  return `${base.slice(0, max - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
}
