import {
  type Dashboard,
  type DashboardBody,
  type DashboardItem,
  dashboardBodySchema,
} from '@keeling/contract';
import { contractResolver } from '../../../lib/contract-resolver';

export type DashboardFormValues = DashboardBody;

export const dashboardResolver = contractResolver(dashboardBodySchema);

export const EMPTY_DASHBOARD: DashboardFormValues = {
  slug: '',
  title: '',
  description: '',
  items: [],
};

/** A chart added to a dashboard: half the width, medium height. */
export const newItem = (chartId: string): DashboardItem => ({
  chartId,
  width: 6,
  height: 'medium',
});

export function dashboardFormValues(dashboard: Dashboard): DashboardFormValues {
  const { slug, title, description, items } = dashboard;
  return { slug, title, description, items };
}
