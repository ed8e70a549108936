import { DATASET_ERROR_CODES, type Dataset } from '@keeling/contract';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import {
  headerOfItsOwnDirection,
  textOfItsOwnDirection,
} from '../../../components/data-grid/own-direction';
import { StateMessage } from '../../../components/state-message';
import { errorMessage } from '../../../lib/error-message';
import { errorCodeOf, isHttpError } from '../../../lib/http';
import { useUrlState } from '../../../lib/use-url-state';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useDatasetRows } from '../api/get-dataset-rows';
import { PAGE_SIZES, parseDatasetRows, serializeDatasetRows } from '../utils/list-state';
import { previewNumberFormat } from '../utils/preview-format';
import { xFormatter } from '../utils/x-format';

/** The data set's rows, paged and sorted by the server (`?page&size&sort&order`). */
export function DatasetRowsGrid({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const [state, update] = useUrlState(parseDatasetRows, serializeDatasetRows);
  const { page, size, sort, order } = state;
  const query = { page, size, sort: sort || undefined, order };
  const { data, error, isPending, isFetching, isError, refetch } = useDatasetRows(
    dataset.id,
    query,
  );

  const rows = useMemo(
    () => (data?.rows ?? []).map((row, i) => ({ id: (page - 1) * size + i, ...row })),
    [data, page, size],
  );
  const columns = useMemo<GridColDef[]>(
    () =>
      dataset.columns.map((column) => {
        // dates, months and years as precise as their column, in the reader's language
        const asDate = column.type === 'text' ? null : xFormatter(column.type, format.locale);
        // figures with the page's decimals of their column, a decimal year without a separator
        const asNumber = previewNumberFormat(column, rows, format.locale);
        const headerName = column.unit ? `${column.name} (${column.unit})` : column.name;
        return {
          field: column.key,
          // names and text as imported, each in its own direction
          ...headerOfItsOwnDirection,
          ...(column.type === 'text' ? textOfItsOwnDirection : {}),
          headerName,
          // a header cut short reads whole in its tooltip
          description: headerName,
          type: column.type === 'number' ? 'number' : 'string',
          minWidth: 140,
          flex: 1,
          valueFormatter: (value: string | number | null) =>
            value === null
              ? '—'
              : typeof value === 'number'
                ? asNumber(value)
                : asDate
                  ? asDate(value)
                  : value,
        };
      }),
    [dataset.columns, format, rows],
  );
  // the same model while the sort is the same: a new one, even equal, makes the grid go back to
  // its first page
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort, sort: order }] : []),
    [sort, order],
  );

  if (isError && !data) {
    // a sorted page too far from both ends: trying again cannot help, the first page can
    const tooDeep = isHttpError(error) && errorCodeOf(error) === DATASET_ERROR_CODES.pageTooDeep;
    return (
      <StateMessage
        role="alert"
        title={t('states.error')}
        text={errorMessage(t, error)}
        onRetry={tooDeep ? () => update({ page: 1 }) : () => void refetch()}
        retryLabel={tooDeep ? t('datasets.firstPage') : t('states.retry')}
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
      onSortModelChange={([first]) => {
        const next = {
          sort: first?.field ?? '',
          order: first?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
        };
        // the grid may tell the same model again (each page brings new columns: their figures'
        // decimals); only a new sort goes back to page 1
        if (next.sort !== sort || (next.sort && next.order !== order)) update(next);
      }}
      pageSizeOptions={PAGE_SIZES}
      // hundreds of pages: a step to the first and the last
      slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      density="compact"
      sx={{ border: 0 }}
    />
  );
}
