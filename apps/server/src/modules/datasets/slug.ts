import { randomSlug as randomSlugWithin, slugify as slugifyWithin } from '../../lib/slug';

export { firstFreeSlug } from '../../lib/slug';

/** "Annual CO₂ emissions (OWID)" -> "annual-co2-emissions-owid". */
export const slugify = (name: string) => slugifyWithin(name, 100, 'dataset');

/** A slug for imports that raced for the same name (within the contract's 120 characters). */
export const randomSlug = (base: string) => randomSlugWithin(base, 120);
