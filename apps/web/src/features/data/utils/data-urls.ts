import { paths } from '../../../config/paths';

/** The management screens' own addresses: a list, and an item in it by `?id=` (`new` to create). */
export const dataUrls = {
  dataset: (id: string) => `${paths.dashboard.management.dataSet}?id=${encodeURIComponent(id)}`,
  chart: (id: string) => `${paths.dashboard.management.charts}?id=${encodeURIComponent(id)}`,
  dashboard: (id: string) => `${paths.dashboard.management.dashboard}?id=${encodeURIComponent(id)}`,
};

/** The `id` query value that opens an empty builder or editor. */
export const NEW_ID = 'new';
