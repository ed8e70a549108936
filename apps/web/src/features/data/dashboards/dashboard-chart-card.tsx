import type { Chart, DashboardItem } from '@keeling/contract';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useChartData } from '../api/data-source';
import { ChartView } from '../components/chart-view/chart-view';
import { ChartViewSkeleton, RetryAlert } from '../components/page-states';

/** Drawing heights of a dashboard item, in px. */
export const ITEM_HEIGHT_PX: Record<DashboardItem['height'], number> = {
  small: 220,
  medium: 320,
  large: 460,
};

/** Chart types drawn on axes, whose legend (two series or more) sits above the drawing. */
const CARTESIAN = new Set<Chart['type']>(['line', 'area', 'bar']);

/** A dashboard's chart before its data: its title, its drawing's room (legend included), a footer. */
export function DashboardChartSkeleton({ chart, height }: { chart: Chart; height: number }) {
  const series = chart.seriesColumn ? 2 : chart.yColumns.length;
  return (
    <ChartViewSkeleton
      title={chart.title}
      height={height}
      legend={CARTESIAN.has(chart.type) && series > 1}
      controls={CARTESIAN.has(chart.type)}
    />
  );
}

/** One chart of a dashboard (its card's content): its data from the server, drawn at the item's height. */
export function DashboardChartContent({ chart, height }: { chart: Chart; height: number }) {
  const { t } = useTranslation('data');
  const { data, error, refetch } = useChartData(chart.id);
  return error && !data ? (
    <RetryAlert onRetry={() => void refetch()}>
      {chart.title}: {errorMessage(t, error)}
    </RetryAlert>
  ) : data ? (
    <ChartView
      data={data}
      type={chart.type}
      title={chart.title}
      unit={chart.unit}
      height={height}
      viewKey={chart.id.slice(0, 8)}
      chartId={chart.id}
      kpi={chart.kpi}
    />
  ) : (
    <DashboardChartSkeleton chart={chart} height={height} />
  );
}
