import { BLOG_LIMITS } from '@keeling/contract';
import { randomSlug as randomSlugWithin, slugify as slugifyWithin } from '../../lib/slug';

export { firstFreeSlug } from '../../lib/slug';

/** An article's slug from its title (room is left for a `-2`… suffix). */
export const slugify = (title: string) => slugifyWithin(title, BLOG_LIMITS.slugMax - 6, 'article');

/** A slug for saves that raced for the same title. */
export const randomSlug = (base: string) => randomSlugWithin(base, BLOG_LIMITS.slugMax);
