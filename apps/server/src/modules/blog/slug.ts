import { randomBytes } from 'node:crypto';
import { BLOG_LIMITS } from '@keeling/contract';

/** "Mauna Loa: CO₂ at 420 ppm!" -> "mauna-loa-co2-at-420-ppm" (accents folded to ascii). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax - 6)
    .replace(/-+$/, '');
  return slug || 'article';
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `base-` and eight random hex digits, within the slug limit: for saves that raced. */
export function randomSlug(base: string): string {
  const suffix = randomBytes(4).toString('hex');
  return `${base.slice(0, BLOG_LIMITS.slugMax - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
}
