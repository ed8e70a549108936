import type { ChartData } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { SparkLineChart } from '../../../../components/charts/spark-line-chart';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable } from '../../utils/chart-table';
import { compactWithUnit } from '../../utils/compact-unit';
import { kpiComparison } from '../../utils/kpi-comparison';
import { useChartFormat } from './use-chart-format';

interface KpiViewProps {
  data: ChartData;
  unit: string;
  color: string;
  height: number;
}

/** Figures this large are compacted with their unit (37.8 Gt), the others written in full. */
const COMPACT_FROM = 10_000;

/**
 * The first series' latest value as a big figure, its change since the same month a year earlier
 * (monthly data) or the point before, and a sparkline of the points the server sent (at most 25).
 */
export function KpiView({ data, unit, color, height }: KpiViewProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const locale = useLocaleFormat();
  const { values, comparison } = useMemo(() => {
    const table = chartTable(data);
    const column = table.columns[0] ?? [];
    const points = table.xs.flatMap((x, i) => {
      const y = column[i];
      return y === null || y === undefined ? [] : [{ x, y }];
    });
    return { values: points.map((p) => p.y), comparison: kpiComparison(points, data.xType) };
  }, [data]);
  const last = comparison?.last.y ?? null;
  const lastX = comparison?.last.x;
  const change = comparison?.base ? comparison.last.y - comparison.base.y : null;
  const figure =
    last !== null && Math.abs(last) >= COMPACT_FROM
      ? compactWithUnit(last, unit, locale.locale)
      : format.y(last);
  const signed = (value: number) =>
    `${value > 0 ? '+' : ''}${locale.number(value, { maximumFractionDigits: 2 })}`;

  return (
    <Stack spacing={1} sx={{ minHeight: height, justifyContent: 'center' }}>
      <Typography variant="h2" component="p">
        {figure}
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
          {t('chart.kpiChange', {
            change: signed(change),
            unit,
            x: format.x(comparison?.base?.x ?? ''),
          })}
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
