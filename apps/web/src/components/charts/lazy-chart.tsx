import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';

/** The drawing's room while MUI X Charts load: the chart's own height, the full width. */
function ChartSkeleton({ height }: { height: number | undefined }) {
  const { t } = useTranslation();
  return <Skeleton variant="rounded" height={height ?? 300} aria-label={t('loading')} />;
}

/**
 * A chart of MUI X (same props), its chunk loaded when it first renders (DESIGN §6), a skeleton of
 * its height meanwhile. One module a chart type (`bar-chart.ts`…), so a page loads only its own.
 */
export function lazyChart<P extends { height?: number }>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(() => retryImport(load).then((component) => ({ default: component })));
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<ChartSkeleton height={props.height} />}>
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}
