import type { Dataset } from '@keeling/contract';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import {
  headerOfItsOwnDirection,
  textOfItsOwnDirection,
} from '../../../components/data-grid/own-direction';
import { StateMessage } from '../../../components/state-message';
import { useUrlState } from '../../../lib/use-url-state';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useDatasetRows } from '../api/get-dataset-rows';
import { PAGE_SIZES, parseDatasetRows, serializeDatasetRows } from '../utils/list-state';
import { xFormatter } from '../utils/x-format';

/** The data set's rows, paged and sorted by the server (`?page&size&sort&order`). */
export function DatasetRowsGrid({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const [state, update] = useUrlState(parseDatasetRows, serializeDatasetRows);
  const { page, size, sort, order } = state;
  const query = { page, size, sort: sort || undefined, order };
  const { data, isPending, isFetching, isError, refetch } = useDatasetRows(dataset.id, query);

  const columns = useMemo<GridColDef[]>(
    () =>
      dataset.columns.map((column) => {
        // dates, months and years as precise as their column, in the reader's language
        const asDate = column.type === 'text' ? null : xFormatter(column.type, format.locale);
        return {
          field: column.key,
          // names and text as imported, each in its own direction
          ...headerOfItsOwnDirection,
          ...(column.type === 'text' ? textOfItsOwnDirection : {}),
          headerName: column.unit ? `${column.name} (${column.unit})` : column.name,
          type: column.type === 'number' ? 'number' : 'string',
          minWidth: 140,
          flex: 1,
          valueFormatter: (value: string | number | null) =>
            value === null
              ? '—'
              : typeof value === 'number'
                ? format.number(value)
                : asDate
                  ? asDate(value)
                  : value,
        };
      }),
    [dataset.columns, format],
  );
  const rows = useMemo(
    () => (data?.rows ?? []).map((row, i) => ({ id: (page - 1) * size + i, ...row })),
    [data, page, size],
  );
  const sortModel: GridSortModel = sort ? [{ field: sort, sort: order }] : [];

  if (isError && !data) {
    return (
      <StateMessage
        role="alert"
        title={t('states.error')}
        onRetry={() => void refetch()}
        retryLabel={t('states.retry')}
      />
    );
  }
  return (
    <DataGrid
      label={t('datasets.preview')}
      rows={rows}
      columns={columns}
      rowCount={data?.total ?? dataset.rowCount}
      loading={isPending || isFetching}
      paginationMode="server"
      sortingMode="server"
      paginationModel={{ page: page - 1, pageSize: size }}
      onPaginationModelChange={(model) => update({ page: model.page + 1, size: model.pageSize })}
      sortModel={sortModel}
      onSortModelChange={([first]) =>
        update({ sort: first?.field ?? '', order: first?.sort === 'desc' ? 'desc' : 'asc' })
      }
      pageSizeOptions={PAGE_SIZES}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      density="compact"
      sx={{ border: 0 }}
    />
  );
}
