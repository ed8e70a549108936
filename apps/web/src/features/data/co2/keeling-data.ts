import type { ChartData, Co2Summary } from '@keeling/contract';

interface Labels {
  average: string;
  trend: string;
}

/**
 * The Keeling curve as chart data: the monthly mean (its seasonal cycle) and the de-seasonalised
 * trend, credited to the monthly series' source. Null when there is nothing to draw.
 */
export function keelingChartData(co2: Co2Summary, labels: Labels): ChartData | null {
  const provenance = co2.sources[0];
  if (!provenance || co2.keelingCurve.length === 0) return null;
  const count = co2.keelingCurve.length;
  const series = (name: string, key: 'average' | 'trend', yColumn: string) => ({
    name,
    yColumn,
    seriesValue: null,
    points: co2.keelingCurve.map((point) => ({ x: point.date, y: point[key] })),
    sourcePoints: count,
    returnedPoints: count,
    method: 'none' as const,
  });
  return {
    xType: 'month',
    series: [series(labels.average, 'average', 'c1'), series(labels.trend, 'trend', 'c2')],
    provenance,
    annotations: co2.keelingNotes,
  };
}
