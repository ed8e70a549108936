import type { Role } from '@keeling/contract';
import { paths } from '../../config/paths';
import type { NavIconName } from './nav-icons';

export interface NavItem {
  /** i18n key in the 'common' namespace (so are caption and subheader). */
  title: string;
  path: string;
  icon?: NavIconName;
  children?: NavItem[];
  disabled?: boolean;
  caption?: string;
  info?: string;
  /** A live count shown beside the title (the chat's unread messages, the inbox's unread mail). */
  badge?: 'chatUnread' | 'mailUnread';
  /** Shown only to these roles (SPEC §6); absent = everyone. */
  roles?: Role[];
}

export interface NavGroup {
  subheader?: string;
  items: NavItem[];
}

/** Who manages data sets, charts and dashboards. */
const EDITORS: Role[] = ['admin', 'editor'];

/**
 * SPEC §2: the three entries of the side navigation (two use the dashboard icon); then the CO2
 * project and the travel page for everyone, management for editors and admins (its users
 * for admins only), and the team board for everyone (issue 31).
 */
export const navData: NavGroup[] = [
  {
    subheader: 'nav.overview',
    items: [
      { title: 'nav.home', path: paths.dashboard.root, icon: 'dashboard' },
      { title: 'nav.blog', path: paths.dashboard.blog, icon: 'blog' },
      { title: 'nav.dashboard', path: paths.dashboard.list, icon: 'dashboard' },
    ],
  },
  {
    subheader: 'nav.footprint',
    items: [
      { title: 'nav.co2Project', path: paths.dashboard.co2, icon: 'chart' },
      { title: 'nav.travel', path: paths.dashboard.travel, icon: 'travel' },
      // the climate products catalogue (issue 35): every member reads it
      { title: 'nav.products', path: paths.dashboard.products, icon: 'products' },
    ],
  },
  {
    subheader: 'nav.management',
    items: [
      {
        title: 'nav.management',
        path: paths.dashboard.management.root,
        icon: 'blog',
        roles: ['admin', 'editor'],
        children: [
          { title: 'nav.blogManagement', path: paths.dashboard.management.blog },
          { title: 'nav.dataSets', path: paths.dashboard.management.dataSet, roles: EDITORS },
          { title: 'nav.charts', path: paths.dashboard.management.charts, roles: EDITORS },
          { title: 'nav.dashboards', path: paths.dashboard.management.dashboard, roles: EDITORS },
          { title: 'nav.users', path: paths.dashboard.management.users, roles: ['admin'] },
        ],
      },
    ],
  },
  {
    // every member reads the boards; editors and admins move cards (the page says)
    subheader: 'nav.team',
    items: [
      {
        title: 'nav.kanban',
        path: paths.dashboard.kanban,
        icon: 'kanban',
        roles: ['admin', 'editor', 'viewer'],
      },
      {
        title: 'nav.calendar',
        path: paths.dashboard.calendar,
        icon: 'calendar',
        roles: ['admin', 'editor', 'viewer'],
      },
      // each member's own mail (issue 35); the entry shows their unread count
      { title: 'nav.mail', path: paths.dashboard.mail, icon: 'mail', badge: 'mailUnread' },
      // issue 33: every member chats; the entry shows their unread count
      { title: 'nav.chat', path: paths.dashboard.chat, icon: 'chat', badge: 'chatUnread' },
    ],
  },
];

/** SPEC §6: with no known role, admin is assumed. */
export function canSeeItem(item: NavItem, role: Role | null | undefined): boolean {
  return !item.roles || item.roles.includes(role ?? 'admin');
}

/**
 * The nav as the given role sees it: hidden items and then empty groups dropped; a group left with
 * one entry becomes a plain link to it (its own title and icon), not a menu of one.
 */
export function navForRole(groups: NavGroup[], role: Role | null | undefined): NavGroup[] {
  const filterItems = (items: NavItem[]): NavItem[] =>
    items
      .filter((item) => canSeeItem(item, role))
      .map((item) => {
        if (!item.children) return item;
        const { children, ...link } = item;
        const visible = filterItems(children);
        const [only] = visible;
        return visible.length === 1 && only
          ? { ...link, path: only.path }
          : { ...link, children: visible };
      });
  return groups
    .map((group) => ({ ...group, items: filterItems(group.items) }))
    .filter((group) => group.items.length > 0);
}

/** Root items (the dashboard home) are active only on their exact path; others also on sub-paths. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (pathname === itemPath) return true;
  return itemPath !== paths.dashboard.root && pathname.startsWith(`${itemPath}/`);
}
