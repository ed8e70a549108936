import type { BarChartProps } from '@mui/x-charts/BarChart';
import { lazyChart } from './lazy-chart';

/** MUI X's `BarChart`, loaded lazily (`lazy-chart.tsx`). Features draw with this, never `@mui/x-charts`. */
export const BarChart = lazyChart<BarChartProps>(() =>
  import('@mui/x-charts/BarChart').then((module) => module.BarChart),
);
