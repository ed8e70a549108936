import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) addresses links and keeps the rest as text', () => {
    expect(linkify('See https://gml.noaa.gov/ccgg/trends/. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://gml.noaa.gov/ccgg/trends/',
        href: 'https://gml.noaa.gov/ccgg/trends/',
      },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never makes a link of another scheme, and leaves markup as text', () => {
    expect(linkify('javascript:alert(1) <b>bold</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>bold</b>' },
    ]);
  });

  it('drops closing punctuation from an address in brackets', () => {
    const parts = linkify('(at http://example.org/a)');
    expect(parts[1]).toEqual({
      kind: 'link',
      text: 'http://example.org/a',
      href: 'http://example.org/a',
    });
    expect(parts[2]).toEqual({ kind: 'text', text: ')' });
  });
});
