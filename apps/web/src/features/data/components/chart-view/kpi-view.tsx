import type { ChartData } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { SparkLineChart } from '../../../../components/charts/spark-line-chart';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable, lastTwo } from '../../utils/chart-table';
import { useChartFormat } from './use-chart-format';

interface KpiViewProps {
  data: ChartData;
  unit: string;
  color: string;
  height: number;
}

/** The first series' latest value as a big figure, its change since the point before, a sparkline. */
export function KpiView({ data, unit, color, height }: KpiViewProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const locale = useLocaleFormat();
  const { values, lastX } = useMemo(() => {
    const table = chartTable(data);
    const column = table.columns[0] ?? [];
    const at = column.findLastIndex((value) => value !== null);
    return {
      values: column.filter((value): value is number => value !== null),
      lastX: at >= 0 ? table.xs[at] : undefined,
    };
  }, [data]);
  const { last, previous } = lastTwo(values);
  const change = last !== null && previous !== null ? last - previous : null;
  const signed = (value: number) =>
    `${value > 0 ? '+' : ''}${locale.number(value, { maximumFractionDigits: 2 })}`;

  return (
    <Stack spacing={1} sx={{ minHeight: height, justifyContent: 'center' }}>
      <Typography variant="h2" component="p">
        {format.y(last)}
      </Typography>
      {lastX !== undefined && (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('chart.kpiAt', { series: data.series[0]?.name ?? '', x: format.x(lastX) })}
        </Typography>
      )}
      {change !== null && (
        <Typography
          sx={(theme) => {
            // the status's text tone: its main is too light to read on a light surface (AA)
            const tone = theme.palette[change >= 0 ? 'success' : 'error'];
            return { color: theme.palette.mode === 'light' ? tone.darker : tone.light };
          }}
        >
          {t('chart.kpiChange', { change: signed(change), unit })}
        </Typography>
      )}
      {values.length > 1 && (
        <SparkLineChart
          data={values}
          height={Math.max(48, Math.round(height / 4))}
          color={color}
          yAxis={{ min: Math.min(...values), max: Math.max(...values) }}
          showTooltip
          showHighlight
          valueFormatter={format.y}
        />
      )}
    </Stack>
  );
}
