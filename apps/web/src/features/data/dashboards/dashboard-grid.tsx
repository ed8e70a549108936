import type { Dashboard } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import { StateMessage } from '../../../components/state-message';
import { useTranslation } from '../../../locales/use-translation';
import { DashboardChartCard, ITEM_HEIGHT_PX } from './dashboard-chart-card';

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
        <Grid key={key} size={{ xs: 12, md: item.width }}>
          <DashboardChartCard chart={chart} height={ITEM_HEIGHT_PX[item.height]} />
        </Grid>
      ))}
    </Grid>
  );
}
