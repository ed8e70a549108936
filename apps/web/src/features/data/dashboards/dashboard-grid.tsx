import type { Chart, Dashboard } from '@keeling/contract';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { StateMessage } from '../../../components/state-message';
import { useTranslation } from '../../../locales/use-translation';
import { useNearViewport } from '../hooks/use-near-viewport';
import {
  DashboardChartContent,
  DashboardChartSkeleton,
  ITEM_HEIGHT_PX,
} from './dashboard-chart-card';

interface ItemProps {
  chart: Chart;
  width: number;
  height: number;
}

/**
 * One item: its card from the start, with the chart's room; its data fetched and drawn once the
 * card nears the viewport.
 */
function DashboardGridItem({ chart, width, height }: ItemProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <Grid ref={ref} size={{ xs: 12, md: width }}>
      <Card sx={{ p: 2.5, height: 1 }}>
        {near ? (
          <DashboardChartContent chart={chart} height={height} />
        ) : (
          <DashboardChartSkeleton chart={chart} height={height} />
        )}
      </Card>
    </Grid>
  );
}

/** A dashboard's charts in its order, each as wide as its item on a 12-column grid. */
export function DashboardGrid({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('data');
  const charts = new Map(dashboard.charts.map((chart) => [chart.id, chart]));
  // a chart may sit twice on a dashboard: its position tells the two apart
  const items = dashboard.items.flatMap((item, position) => {
    const chart = charts.get(item.chartId);
    return chart ? [{ item, chart, key: `${position}:${chart.id}` }] : [];
  });
  if (items.length === 0) return <StateMessage role="status" title={t('project.noCharts')} />;
  return (
    <Grid container spacing={3}>
      {items.map(({ item, chart, key }) => (
        <DashboardGridItem
          key={key}
          chart={chart}
          width={item.width}
          height={ITEM_HEIGHT_PX[item.height]}
        />
      ))}
    </Grid>
  );
}
