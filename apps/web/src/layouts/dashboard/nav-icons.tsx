import { BlogIcon, DashboardIcon } from '../../components/icons';
import { ChartIcon } from '../../components/icons/data-icons';
import {
  CalendarIcon,
  ChatIcon,
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
  calendar: CalendarIcon,
  products: ProductsIcon,
  mail: MailIcon,
  chat: ChatIcon,
} as const;

export type NavIconName = keyof typeof navIcons;
