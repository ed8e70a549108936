import type { ChartData } from '@keeling/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { seriesChanges } from '../../utils/reader-view';
import { useChartFormat } from './use-chart-format';

interface ChangeTableProps {
  data: ChartData;
  unit: string;
  height: number;
}

/** Each series' start, end, absolute and relative change over the reader's range. */
export function ChangeTable({ data, unit, height }: ChangeTableProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const { number } = useLocaleFormat();
  const rows = useMemo(() => seriesChanges(data), [data]);
  const point = (p: { x: string | number; y: number } | null) =>
    p ? t('reader.pointAt', { value: format.y(p.y), x: format.x(p.x) }) : '—';
  const signed = (value: number | null, suffix: string) =>
    value === null
      ? '—'
      : `${number(value, { maximumFractionDigits: 2, signDisplay: 'exceptZero' })}${suffix}`;

  return (
    <TableContainer sx={{ maxHeight: height }}>
      <Table size="small" stickyHeader aria-label={t('reader.tableTab')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reader.columns.series')}</TableCell>
            <TableCell>{t('reader.columns.start')}</TableCell>
            <TableCell>{t('reader.columns.end')}</TableCell>
            <TableCell align="right">{t('reader.columns.absolute')}</TableCell>
            <TableCell align="right">{t('reader.columns.relative')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>{point(row.start)}</TableCell>
              <TableCell>{point(row.end)}</TableCell>
              <TableCell align="right">{signed(row.absolute, unit ? ` ${unit}` : '')}</TableCell>
              <TableCell align="right">{signed(row.relative, ' %')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
