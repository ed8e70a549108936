import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { canSeeItem, isActivePath, type NavGroup, navData, navForRole } from './nav-config';

describe('navData (SPEC §2)', () => {
  it('has exactly home, Blog and Dashboard, two with the dashboard icon', () => {
    const items = navData[0]?.items ?? [];
    expect(items.map((item) => [i18n.t(item.title), item.path])).toEqual([
      ['home', '/dashboard'],
      ['Blog', '/dashboard/blog'],
      ['Dashboard', '/dashboard/list'],
    ]);
    expect(items.filter((item) => item.icon === 'dashboard')).toHaveLength(2);
  });

  it('adds the CO2 project, Travel and the climate products for everyone', () => {
    const items = navData[1]?.items ?? [];
    expect(items.map((item) => [i18n.t(item.title), item.path, item.roles])).toEqual([
      ['CO2 project', '/dashboard/project/Co2', undefined],
      ['Travel', '/dashboard/travel', undefined],
      ['Climate products', '/dashboard/product', undefined],
    ]);
  });

  it('adds a Management group for editors and admins, its Users for admins only', () => {
    const management = navData[2]?.items[0];
    expect(management?.roles).toEqual(['admin', 'editor']);
    expect(management?.children?.map((item) => item.path)).toEqual([
      '/dashboard/management/blog',
      '/dashboard/management/dataSet',
      '/dashboard/management/charts',
      '/dashboard/management/dashboard',
      '/dashboard/management/users',
    ]);
    const users = management?.children?.find((item) => item.title === 'nav.users');
    expect(users?.roles).toEqual(['admin']);
    expect(navForRole(navData, 'viewer').map((group) => group.subheader)).toEqual([
      'nav.overview',
      'nav.footprint',
      'nav.team',
    ]);
  });

  it('shows the team board to every role (issue 31)', () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const items = navForRole(navData, role).flatMap((group) => group.items);
      expect(items.find((item) => item.title === 'nav.kanban')?.path, role).toBe(
        '/dashboard/kanban',
      );
    }
  });

  it('shows the calendar to every role, with its icon (issue 32)', () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const items = navForRole(navData, role).flatMap((group) => group.items);
      expect(
        items.find((item) => item.title === 'nav.calendar'),
        role,
      ).toMatchObject({
        path: '/dashboard/calendar',
        icon: 'calendar',
      });
    }
  });

  it('shows the chat, with its unread badge, to every role (issue 33)', () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const items = navForRole(navData, role).flatMap((group) => group.items);
      expect(
        items.find((item) => item.title === 'nav.chat'),
        role,
      ).toMatchObject({
        path: '/dashboard/chat',
        badge: 'chatUnread',
      });
    }
  });
});

it('shows the mail, with its unread badge, to every role (issue 35)', () => {
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    const items = navForRole(navData, role).flatMap((group) => group.items);
    expect(
      items.find((item) => item.title === 'nav.mail'),
      role,
    ).toMatchObject({ path: '/dashboard/mail', badge: 'mailUnread' });
  }
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

  it('makes a group left with one entry a plain link to it (no menu of one)', () => {
    const management: NavGroup[] = [
      {
        items: [
          {
            title: 'Management',
            path: '/m',
            icon: 'blog',
            children: [
              { title: 'Blog', path: '/m/blog' },
              { title: 'Users', path: '/m/users', roles: ['admin'] },
            ],
          },
        ],
      },
    ];
    expect(navForRole(management, 'editor')[0]?.items).toEqual([
      { title: 'Management', path: '/m/blog', icon: 'blog' },
    ]);
    expect(navForRole(management, 'admin')[0]?.items[0]?.children).toHaveLength(2);
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
