import type { ChartData } from '@keeling/contract';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataGrid } from '../../../../components/data-grid/data-grid';
import {
  headerOfItsOwnDirection,
  textOfItsOwnDirection,
} from '../../../../components/data-grid/own-direction';
import { useTranslation } from '../../../../locales/use-translation';
import { chartTable } from '../../utils/chart-table';
import { useChartFormat } from './use-chart-format';

interface TableViewProps {
  data: ChartData;
  unit: string;
  height: number;
}

/** The chart's own points (at most 2,000 a series, already in the page) in a Data Grid. */
export function TableView({ data, unit, height }: TableViewProps) {
  const { t } = useTranslation('data');
  const format = useChartFormat(data.xType, unit);
  const { rows, columns } = useMemo(() => {
    const table = chartTable(data);
    const columns: GridColDef[] = [
      {
        field: 'x',
        ...(data.xType === 'text' ? textOfItsOwnDirection : {}),
        headerName: t(`chart.xLabel.${data.xType}`),
        flex: 1,
        minWidth: 120,
      },
      ...data.series.map((series, i) => ({
        field: `s${i}`,
        ...headerOfItsOwnDirection,
        headerName: series.name,
        type: 'number' as const,
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: number | null) => format.y(value),
      })),
    ];
    const rows = table.xs.map((x, row) => ({
      id: row,
      x: format.x(x),
      ...Object.fromEntries(table.columns.map((column, i) => [`s${i}`, column[row]])),
    }));
    return { rows, columns };
  }, [data, format, t]);

  return (
    <Box sx={{ height }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
