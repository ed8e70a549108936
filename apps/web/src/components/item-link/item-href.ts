import type { ItemSummary } from '@keeling/contract';
import { paths } from '../../config/paths';

/** The page an item opens on, from its kind and `route` (the key that page reads). */
export function itemHref(item: Pick<ItemSummary, 'type' | 'route' | 'title'>): string {
  switch (item.type) {
    case 'dataset':
      return paths.dashboard.management.dataSetById(item.route);
    case 'chart':
      return paths.dashboard.management.chartById(item.route);
    case 'dashboard':
      return paths.dashboard.management.dashboardBySlug(item.route);
    case 'article':
      return paths.dashboard.article(item.route);
    case 'trip':
      return paths.dashboard.tripSearch(item.title);
    case 'kanban-card':
      return paths.dashboard.kanbanBoard(item.route);
  }
}
