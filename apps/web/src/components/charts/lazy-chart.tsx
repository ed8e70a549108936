import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';

/** What MUI X's legend row above a line or bar chart adds to its height, in px (8 + 14 + 8). */
export const CHART_LEGEND_PX = 30;

/** The drawing's room while MUI X Charts load: the chart's own height (and legend), the full width. */
function ChartSkeleton({ height, legend }: { height: number | undefined; legend: boolean }) {
  const { t } = useTranslation();
  const room = (height ?? 300) + (legend ? CHART_LEGEND_PX : 0);
  return <Skeleton variant="rounded" height={room} role="progressbar" aria-label={t('loading')} />;
}

/**
 * A chart of MUI X (same props), its chunk loaded when it first renders (DESIGN §6), a skeleton of
 * its height meanwhile. One module a chart type (`bar-chart.ts`…), so a page loads only its own.
 */
export function lazyChart<P extends { height?: number }>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(() => retryImport(load).then((component) => ({ default: component })));
  function LazyChart(props: P) {
    return (
      <Suspense
        fallback={
          <ChartSkeleton
            height={props.height}
            legend={(props as { hideLegend?: boolean }).hideLegend === false}
          />
        }
      >
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}
