import type { LineChartProps } from '@mui/x-charts/LineChart';
import { lazyChart } from './lazy-chart';

/** MUI X's `LineChart`, loaded lazily (`lazy-chart.tsx`). Features draw with this, never `@mui/x-charts`. */
export const LineChart = lazyChart<LineChartProps>(() =>
  import('@mui/x-charts/LineChart').then((module) => module.LineChart),
);
