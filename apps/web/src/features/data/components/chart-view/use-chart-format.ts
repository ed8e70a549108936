import type { ChartData } from '@keeling/contract';
import { useMemo } from 'react';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { xFormatter } from '../../utils/x-format';

/** The x and y formatters of a chart in the reader's language (y with its unit). */
export function useChartFormat(xType: ChartData['xType'], unit: string) {
  const format = useLocaleFormat();
  return useMemo(
    () => ({
      x: xFormatter(xType, format.locale),
      y: (value: number | null) =>
        value === null
          ? '—'
          : `${format.number(value, { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}`,
    }),
    [xType, unit, format],
  );
}
