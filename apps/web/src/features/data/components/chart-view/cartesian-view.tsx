import type { ChartData } from '@keeling/contract';
import { useMemo } from 'react';
import { LazyAnnotationBands } from '../../../../components/charts/annotation-bands-lazy';
import { BarChart } from '../../../../components/charts/bar-chart';
import { LineChart } from '../../../../components/charts/line-chart';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable, seriesLabels, valueExtent } from '../../utils/chart-table';
import { compactWithUnit, isTonnes } from '../../utils/compact-unit';
import type { Scale } from '../../utils/reader-view';
import { compactFormatter, isTimeX, toAxisValue, xTickFormatter } from '../../utils/x-format';
import { useChartFormat } from './use-chart-format';

interface CartesianViewProps {
  data: ChartData;
  kind: 'line' | 'area' | 'bar';
  unit: string;
  colors: string[];
  height: number;
  /** A log scale leaves out the values at or below zero, which it cannot draw. */
  scale?: Scale;
}

/** Animations cost more than they show past this many points. */
const ANIMATION_POINTS = 500;

/** Line, area and bar charts: dates on a time axis, one series a column of the chart table. */
export function CartesianView({
  data,
  kind,
  unit,
  colors,
  height,
  scale = 'linear',
}: CartesianViewProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const { locale } = useLocaleFormat();
  const table = useMemo(() => {
    const all = chartTable(data);
    if (scale === 'linear') return all;
    const positive = (value: number | null) => (value !== null && value > 0 ? value : null);
    return { xs: all.xs, columns: all.columns.map((column) => column.map(positive)) };
  }, [data, scale]);
  const axes = useMemo(() => {
    const tick = xTickFormatter(data.xType, locale, table.xs);
    // a line's scale follows its data (a ppm curve near 400 is flat from 0); areas and bars start at 0
    const extent = kind === 'line' && scale === 'linear' ? valueExtent(table.columns) : null;
    const margin = extent ? (extent.max - extent.min) * 0.05 : 0;
    return {
      x: (value: unknown, context: { location: string }) =>
        context.location === 'tick' ? tick(value) : format.x(value),
      y: {
        label: unit || undefined,
        scaleType: scale,
        width: 72,
        // tonnes with SI prefixes (12 Gt, not 12B)
        valueFormatter: isTonnes(unit)
          ? (value: number) => compactWithUnit(value, unit, locale)
          : compactFormatter(locale),
        ...(extent && margin > 0 && { min: extent.min - margin, max: extent.max + margin }),
      },
    };
  }, [data.xType, locale, table, kind, unit, format, scale]);
  const series = useMemo(() => {
    const labels = seriesLabels(data);
    return data.series.map((_item, i) => ({
      id: `s${i}`,
      label: labels[i],
      data: table.columns[i] ?? [],
      color: colors[i],
      valueFormatter: format.y,
    }));
  }, [data, table, colors, format]);
  // props of the same identity from one render to the next, so MUI X does not redo its series
  const common = useMemo(
    () => ({
      height,
      hideLegend: series.length < 2,
      skipAnimation: table.xs.length > ANIMATION_POINTS,
      localeText: { noData: t('chart.noData'), loading: t('states.loading') },
      slotProps: { legend: { toggleVisibilityOnClick: true } },
      yAxis: [axes.y],
    }),
    [height, series.length, table.xs.length, t, axes.y],
  );
  const xAxis = useMemo(() => {
    if (kind === 'bar')
      return [{ scaleType: 'band' as const, data: table.xs, valueFormatter: axes.x }];
    const scaleType = isTimeX(data.xType) ? 'utc' : data.xType === 'number' ? 'linear' : 'point';
    const xs = table.xs.map((x) => toAxisValue(x, data.xType));
    return [{ scaleType, data: xs, valueFormatter: axes.x }] as const;
  }, [kind, table.xs, data.xType, axes.x]);
  const lines = useMemo(
    () =>
      series.map((item) => ({
        ...item,
        area: kind === 'area',
        showMark: false,
        connectNulls: true,
      })),
    [series, kind],
  );

  // the data set's notes on time ranges, numbered as under the chart (a time axis only)
  const bands = useMemo(
    () =>
      isTimeX(data.xType)
        ? (data.annotations ?? []).map((note, i) => ({
            from: new Date(`${note.from}T00:00:00Z`),
            to: new Date(`${note.to}T00:00:00Z`),
            label: String(i + 1),
          }))
        : [],
    [data.annotations, data.xType],
  );

  return kind === 'bar' ? (
    <BarChart {...common} xAxis={xAxis} series={series} />
  ) : (
    <LineChart {...common} xAxis={xAxis} series={lines}>
      <LazyAnnotationBands bands={bands} />
    </LineChart>
  );
}
