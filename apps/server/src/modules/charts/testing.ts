import type { ChartSpec, Dataset } from '@keeling/contract';
import type { TestApp } from '../../../test/helper';
import type { ChartDataset } from './chart-data';

/** A data set from CSV text, through the same import path as an upload. */
export const importCsv = (
  t: TestApp,
  name: string,
  csv: string,
  extra: {
    missingMarkers?: string[];
    columns?: { type?: Dataset['columns'][number]['type'] }[];
  } = {},
) => t.services.datasets.importCsvText({ name, csv, ...extra });

/** A line chart spec over `dataset`, with what a test changes. */
export function specOf(dataset: Dataset, spec: Partial<ChartSpec>): ChartSpec {
  return {
    datasetId: dataset.id,
    title: 'Test chart',
    type: 'line',
    xColumn: 'c1',
    yColumns: ['c2'],
    seriesColumn: null,
    seriesValues: [],
    aggregation: 'none',
    grain: 'none',
    rangeFrom: null,
    rangeTo: null,
    unit: '',
    ...spec,
  };
}

/** What `computeChartData` takes, read through the data-set service. */
export async function chartDatasetOf(t: TestApp, dataset: Dataset): Promise<ChartDataset> {
  const table = await t.services.datasets.tableOf(dataset);
  return {
    ...(await t.services.datasets.getById(dataset.id)),
    tableName: table.name,
    columns: table.columns,
  };
}
