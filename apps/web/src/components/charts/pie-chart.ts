import type { PieChartProps } from '@mui/x-charts/PieChart';
import { lazyChart } from './lazy-chart';

/** MUI X's `PieChart`, loaded lazily (`lazy-chart.tsx`). Features draw with this, never `@mui/x-charts`. */
export const PieChart = lazyChart<PieChartProps>(() =>
  import('@mui/x-charts/PieChart').then((module) => module.PieChart),
);
