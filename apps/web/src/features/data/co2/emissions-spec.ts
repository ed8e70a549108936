import type { ChartSpec, Co2Summary } from '@keeling/contract';

type Emissions = NonNullable<Co2Summary['emissions']>;

/** Emissions by year, a line per chosen country (none chosen: the server's largest). */
export function emissionsSpec(emissions: Emissions, countries: string[], title: string): ChartSpec {
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
