import { paths } from '../../../config/paths';

/**
 * The management screens' own addresses: a list, and an item in it: a data set or a chart by
 * `?id=` (`new` for a new chart), a dashboard by `?slug=` (the API reads it by slug), `?new` for
 * a new one.
 */
export const dataUrls = {
  dataset: paths.dashboard.management.dataSetById,
  chart: paths.dashboard.management.chartById,
  dashboard: paths.dashboard.management.dashboardBySlug,
  newDashboard: `${paths.dashboard.management.dashboard}?new`,
};

/** The `id` query value that opens an empty chart builder. */
export const NEW_ID = 'new';
