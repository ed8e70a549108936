import type { ChartData } from '@keeling/contract';
import { useMemo } from 'react';
import { PieChart } from '../../../../components/charts/pie-chart';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable, lastTwo } from '../../utils/chart-table';
import { useChartFormat } from './use-chart-format';

interface PieViewProps {
  data: ChartData;
  unit: string;
  colors: string[];
  height: number;
}

/**
 * One series: a slice per x value. Several: a slice per series, at its latest value. Missing and
 * negative values have no slice.
 */
export function PieView({ data, unit, colors, height }: PieViewProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const slices = useMemo(() => {
    const table = chartTable(data);
    const all =
      data.series.length === 1
        ? table.xs.map((x, i) => ({ label: format.x(x), value: table.columns[0]?.[i] ?? null }))
        : data.series.map((series, i) => ({
            label: series.name,
            value: lastTwo(table.columns[i] ?? []).last,
          }));
    return all.flatMap((slice, id) =>
      slice.value !== null && slice.value > 0
        ? [{ id, label: slice.label, value: slice.value }]
        : [],
    );
  }, [data, format]);

  return (
    <PieChart
      height={height}
      colors={colors}
      localeText={{ noData: t('chart.noData'), loading: t('states.loading') }}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      series={[
        {
          data: slices,
          innerRadius: '40%',
          paddingAngle: 1,
          cornerRadius: 4,
          valueFormatter: (item) => format.y(item.value),
        },
      ]}
    />
  );
}
