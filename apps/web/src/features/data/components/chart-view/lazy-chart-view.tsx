import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from '../../../../locales/use-translation';

/** MUI X Charts load after the page's first paint: their chunk is the heaviest of the page. */
const ChartView = lazy(() =>
  import('./chart-view').then((module) => ({ default: module.ChartView })),
);

type ChartViewProps = ComponentProps<typeof ChartView>;

/** ChartView, its chunk loaded on first use; a placeholder of the chart's size meanwhile. */
export function LazyChartView(props: ChartViewProps) {
  const { t } = useTranslation('data');
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={(props.height ?? 320) + 96}
          aria-label={t('states.loading')}
        />
      }
    >
      <ChartView {...props} />
    </Suspense>
  );
}
