import { BlogIcon, DashboardIcon } from '../../components/icons';

/** Nav config names its icons; this maps the names to bundled SVG components. */
export const navIcons = {
  dashboard: DashboardIcon,
  blog: BlogIcon,
} as const;

export type NavIconName = keyof typeof navIcons;
