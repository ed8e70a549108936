import { useTheme } from '@mui/material/styles';
import { BarChart } from '../../../components/charts/bar-chart';
import { useTranslation } from '../../../locales/use-translation';
import type { ModeBar } from '../utils/mode-comparison';

interface ModeComparisonChartProps {
  bars: ModeBar[];
  formatKg: (value: number) => string;
}

const BAR_HEIGHT = 26;

/** Horizontal bars, one a mode, the trip's own mode in the primary colour. */
export function ModeComparisonChart({ bars, formatKg }: ModeComparisonChartProps) {
  const { t } = useTranslation('travel');
  const theme = useTheme();
  const labels = bars.map((bar) => t(`modes.${bar.mode}`));
  return (
    <BarChart
      layout="horizontal"
      height={bars.length * BAR_HEIGHT + 80}
      hideLegend
      yAxis={[
        {
          scaleType: 'band',
          data: labels,
          width: 150,
          colorMap: {
            type: 'ordinal',
            values: labels,
            colors: bars.map((bar) =>
              bar.isOwn ? theme.palette.primary.main : theme.palette.grey[500],
            ),
          },
        },
      ]}
      xAxis={[{ label: t('comparison.axis'), valueFormatter: (value: number) => formatKg(value) }]}
      series={[
        {
          data: bars.map((bar) => bar.co2eKg),
          label: t('comparison.series'),
          valueFormatter: (value) =>
            value === null ? '' : t('units.kgCo2e', { value: formatKg(value) }),
        },
      ]}
      localeText={{ noData: t('comparison.noData') }}
    />
  );
}
