import type { Co2Summary } from '@keeling/contract';
import type { ChartSpecInput } from '../api/preview-chart';

type Emissions = NonNullable<Co2Summary['emissions']>;

/** Emissions by year, a line per chosen country (none chosen: the server's largest). */
export function emissionsSpec(
  emissions: Emissions,
  countries: string[],
  title: string,
): ChartSpecInput {
  return {
    datasetId: emissions.datasetId,
    title,
    type: 'line',
    xColumn: emissions.yearColumn,
    yColumns: [emissions.valueColumn],
    seriesColumn: emissions.entityColumn,
    seriesValues: countries,
    aggregation: 'none',
    rangeFrom: null,
    rangeTo: null,
    unit: emissions.unit ?? '',
  };
}
