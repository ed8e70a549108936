import { describe, expect, it } from 'vitest';
import { parseLinkHref } from './link-href';

describe('parseLinkHref', () => {
  it.each([
    ['https://example.org/a?b=1#c', 'https://example.org/a?b=1#c'],
    ['  http://Example.org  ', 'http://example.org/'],
    ['mailto:team@keeling.app', 'mailto:team@keeling.app'],
    ['/dashboard/blog', '/dashboard/blog'],
    ['./notes', './notes'],
    ['../up', '../up'],
    ['#methods', '#methods'],
    ['?page=2', '?page=2'],
  ])('accepts %s', (input, href) => {
    expect(parseLinkHref(input)).toEqual({ kind: 'link', href });
  });

  it('removes the link when the field is emptied', () => {
    expect(parseLinkHref('')).toEqual({ kind: 'remove' });
    expect(parseLinkHref('   ')).toEqual({ kind: 'remove' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.org',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'example.org',
    'mailto:nobody',
    'https://exa mple.org',
    'java\tscript:alert(1)',
  ])('refuses %s', (input) => {
    expect(parseLinkHref(input)).toEqual({ kind: 'invalid' });
  });
});
