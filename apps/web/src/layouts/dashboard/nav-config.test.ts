import { describe, expect, it } from 'vitest';
import { canSeeItem, isActivePath, type NavGroup, navData, navForRole } from './nav-config';

describe('navData (SPEC §2)', () => {
  it('has exactly home, Blog and Dashboard, two with the dashboard icon', () => {
    const items = navData.flatMap((group) => group.items);
    expect(items.map((item) => [item.title, item.path])).toEqual([
      ['home', '/dashboard'],
      ['Blog', '/dashboard/blog'],
      ['Dashboard', '/dashboard/list'],
    ]);
    expect(items.filter((item) => item.icon === 'dashboard')).toHaveLength(2);
  });
});

describe('roles (SPEC §6)', () => {
  const groups: NavGroup[] = [
    {
      subheader: 'A',
      items: [
        { title: 'All', path: '/a' },
        { title: 'Admins', path: '/b', roles: ['admin'] },
      ],
    },
    { subheader: 'B', items: [{ title: 'Editors', path: '/c', roles: ['editor'] }] },
  ];

  it('shows an item with roles only to those roles, assuming admin when unknown', () => {
    const item = { title: 'Admins', path: '/b', roles: ['admin' as const] };
    expect(canSeeItem(item, 'admin')).toBe(true);
    expect(canSeeItem(item, 'viewer')).toBe(false);
    expect(canSeeItem(item, undefined)).toBe(true);
  });

  it('drops hidden items and then empty groups', () => {
    expect(navForRole(groups, 'viewer')).toEqual([
      { subheader: 'A', items: [{ title: 'All', path: '/a' }] },
    ]);
    expect(navForRole(groups, null).map((group) => group.items.length)).toEqual([2]);
  });
});

describe('isActivePath', () => {
  it('matches the dashboard root exactly and other items on sub-paths', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard/blog')).toBe(false);
    expect(isActivePath('/dashboard/blog', '/dashboard/blog/2')).toBe(true);
    expect(isActivePath('/dashboard/blog', '/dashboard/blogger')).toBe(false);
  });
});
