export interface ListQuery {
  page: number;
  size: number;
  search?: string;
}

export interface RowsQuery {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** One key tree for the data half, so a write can invalidate what it changed. */
export const dataKeys = {
  all: ['data'] as const,
  datasets: () => [...dataKeys.all, 'datasets'] as const,
  datasetList: (query: ListQuery) => [...dataKeys.datasets(), 'list', query] as const,
  dataset: (id: string) => [...dataKeys.datasets(), 'one', id] as const,
  rows: (id: string, query: RowsQuery) => [...dataKeys.datasets(), 'rows', id, query] as const,
  values: (id: string, column: string, search: string) =>
    [...dataKeys.datasets(), 'values', id, column, search] as const,
  dependents: (id: string) => [...dataKeys.datasets(), 'dependents', id] as const,
  versions: (id: string) => [...dataKeys.datasets(), 'versions', id] as const,
  annotations: (id: string) => [...dataKeys.datasets(), 'annotations', id] as const,
  versionChanges: (id: string, version: number, page: { page: number; size: number }) =>
    [...dataKeys.versions(id), version, 'changes', page] as const,
  stagedQuality: (stagingId: string, reading: object) =>
    [...dataKeys.all, 'staged-quality', stagingId, reading] as const,
  charts: () => [...dataKeys.all, 'charts'] as const,
  chartList: () => [...dataKeys.charts(), 'list'] as const,
  chart: (id: string) => [...dataKeys.charts(), 'one', id] as const,
  chartData: (id: string) => [...dataKeys.charts(), 'data', id] as const,
  preview: (spec: object) => [...dataKeys.charts(), 'preview', spec] as const,
  dashboards: () => [...dataKeys.all, 'dashboards'] as const,
  dashboardList: () => [...dataKeys.dashboards(), 'list'] as const,
  dashboardBySlug: (slug: string) => [...dataKeys.dashboards(), 'slug', slug] as const,
  co2: () => [...dataKeys.all, 'co2'] as const,
  publicLinks: () => [...dataKeys.all, 'public-links'] as const,
  co2Sources: () => [...dataKeys.co2(), 'sources'] as const,
};
