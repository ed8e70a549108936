import { BlogIcon, DashboardIcon } from '../../components/icons';
import { ChartIcon } from '../../components/icons/data-icons';
import {
  KanbanIcon,
  MailIcon,
  ProductsIcon,
  TravelIcon,
} from '../../components/icons/section-icons';

/** Nav config names its icons; this maps the names to bundled SVG components. */
export const navIcons = {
  dashboard: DashboardIcon,
  blog: BlogIcon,
  travel: TravelIcon,
  chart: ChartIcon,
  kanban: KanbanIcon,
  products: ProductsIcon,
  mail: MailIcon,
} as const;

export type NavIconName = keyof typeof navIcons;
