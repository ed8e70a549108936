import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './search-query';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['The Keeling Curve', 'the-keeling-curve'],
    ['Mauna Loa: CO₂ at 420 ppm!', 'mauna-loa-co2-at-420-ppm'],
    ['  Émissions -- de   voyage ', 'emissions-de-voyage'],
    ['Straße Ærø', 'strasse-aero'],
    ['!!!', 'article'],
    ['日本語', 'article'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within the slug length limit and never ends with a hyphen', () => {
    const slug = slugify(`${'word '.repeat(60)}end`);
    expect(slug.length).toBeLessThanOrEqual(114);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('appends -2, -3… on collision', () => {
    expect(firstFreeSlug('a', new Set())).toBe('a');
    expect(firstFreeSlug('a', new Set(['a']))).toBe('a-2');
    expect(firstFreeSlug('a', new Set(['a', 'a-2', 'a-3']))).toBe('a-4');
  });
});

describe('toPrefixTsQuery', () => {
  it.each([
    ['keel', 'keel:*'],
    ['Keeling curve', 'keeling:* & curve:*'],
    ['ocean or sea', 'ocean:* | sea:*'],
    ['co2 -travel', 'co2:* & !travel:*'],
    ['co2-emissions', '(co2:* & emissions:*)'],
    ["a:* & b | !c ) ( ' <-> \\", 'a:* & b:* & c:*'],
    ['', null],
    ['   & | ! ', null],
    ['-only', null],
  ])('%j -> %j', (input, query) => {
    expect(toPrefixTsQuery(input)).toBe(query);
  });
});
