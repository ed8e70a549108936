import type { SparkLineChartProps } from '@mui/x-charts/SparkLineChart';
import { lazyChart } from './lazy-chart';

/** MUI X's `SparkLineChart`, loaded lazily (`lazy-chart.tsx`). Features draw with this, never `@mui/x-charts`. */
export const SparkLineChart = lazyChart<SparkLineChartProps>(() =>
  import('@mui/x-charts/SparkLineChart').then((module) => module.SparkLineChart),
);
