import { BLOG_LIMITS } from '@keeling/contract/constants';

/**
 * A slug the contract accepts (SLUG_PATTERN): accents folded, lowercase ascii words joined
 * by single hyphens, cut at a word boundary within the length limit. Non-latin titles give ''
 * (the server then generates one).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BLOG_LIMITS.slugMax) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, BLOG_LIMITS.slugMax) ?? '');
}
