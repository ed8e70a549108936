import { type ChartData, DEFAULT_KPI_OPTIONS, type KpiOptions } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { SparkLineChart } from '../../../../components/charts/spark-line-chart';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable } from '../../utils/chart-table';
import { compactWithUnit } from '../../utils/compact-unit';
import { changeTone, kpiComparison } from '../../utils/kpi-comparison';
import { useChartFormat } from './use-chart-format';

interface KpiViewProps {
  data: ChartData;
  unit: string;
  color: string;
  height: number;
  /** The card's options: comparison, up is bad, sparkline points (absent: the defaults). */
  options?: KpiOptions;
}

/** Figures this large are compacted with their unit (37.8 Gt), the others written in full. */
const COMPACT_FROM = 10_000;

/**
 * The first series' latest value as a big figure, its change since the point the card compares
 * with (by default the same month a year earlier for monthly data, else the point before),
 * coloured as good or bad news, and a sparkline of the card's last N points.
 */
export function KpiView({
  data,
  unit,
  color,
  height,
  options = DEFAULT_KPI_OPTIONS,
}: KpiViewProps) {
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
    const base = data.series[0]?.base;
    return {
      values: points.slice(-options.sparklinePoints).map((p) => p.y),
      comparison: kpiComparison(
        points,
        data.xType,
        options.comparison,
        base && base.y !== null ? { x: base.x, y: base.y } : null,
      ),
    };
  }, [data, options.sparklinePoints, options.comparison]);
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
            // good or bad news (a rise is bad for emissions when the card says so); the status's
            // text tone: its main is too light to read on a light surface (AA)
            const name = changeTone(change, options.upIsBad);
            if (!name) return { color: 'text.secondary' };
            const tone = theme.palette[name];
            return { color: theme.palette.mode === 'light' ? tone.darker : tone.light };
          }}
          data-tone={changeTone(change, options.upIsBad) ?? 'none'}
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
