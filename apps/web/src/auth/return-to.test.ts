import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturnTo('/dashboard/blog')).toBe('/dashboard/blog');
    expect(safeReturnTo('/dashboard/list?page=2#top')).toBe('/dashboard/list?page=2#top');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/phish'],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative without slash', 'dashboard'],
    ['control characters', '/\t/evil.example'],
    ['the login page itself', '/auth/jwt/login?returnTo=%2Fdashboard'],
  ])('falls back to /dashboard when %s', (_label, value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });

  it('builds the login route with an encoded returnTo', () => {
    expect(loginPathFor('/dashboard/list?page=2')).toBe(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Flist%3Fpage%3D2',
    );
  });
});
