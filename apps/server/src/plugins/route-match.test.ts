import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-match';

const matcher = createRouteMatcher(
  [
    '/',
    '/auth/jwt/login',
    '/dashboard',
    '/dashboard/blog',
    '/dashboard/article/:id',
    '/dashboard/management',
    '/dashboard/management/addblog',
    '/404',
    '/*',
  ].map((path) => ({ path, value: path })),
);
const best = (url: string) => matcher.match(url)?.path;

describe('route matcher', () => {
  it('matches static paths exactly, ignoring case and a trailing slash', () => {
    expect(best('/')).toBe('/');
    expect(best('/dashboard')).toBe('/dashboard');
    expect(best('/dashboard/')).toBe('/dashboard');
    expect(best('/DASHBOARD/Blog')).toBe('/dashboard/blog');
    expect(best('/dashboard/management/addblog')).toBe('/dashboard/management/addblog');
  });

  it('matches dynamic segments, one segment each', () => {
    expect(best('/dashboard/article/the-keeling-curve')).toBe('/dashboard/article/:id');
    expect(best('/dashboard/article/%C3%A9t%C3%A9')).toBe('/dashboard/article/:id');
    expect(best('/dashboard/article/a/b')).toBe('/*');
    expect(best('/dashboard/article')).toBe('/*');
  });

  it('falls back to the splat, or to nothing without one', () => {
    expect(best('/unknown')).toBe('/*');
    expect(best('/dashboard/blog/extra')).toBe('/*');
    const noSplat = createRouteMatcher([{ path: '/dashboard', value: 1 }]);
    expect(noSplat.match('/elsewhere')).toBeUndefined();
    expect(noSplat.match('/%E0%A4%A')?.path).toBeUndefined();
  });

  it('prefers static segments over dynamic ones', () => {
    const m = createRouteMatcher([
      { path: '/a/:id', value: 'dynamic' },
      { path: '/a/new', value: 'static' },
    ]);
    expect(m.match('/a/new')?.value).toBe('static');
    expect(m.match('/a/other')?.value).toBe('dynamic');
  });
});
