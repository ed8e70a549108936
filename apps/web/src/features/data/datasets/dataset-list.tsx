import type { Dataset } from '@keeling/contract';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { textOfItsOwnDirection } from '../../../components/data-grid/own-direction';
import { DeleteIcon } from '../../../components/icons/action-icons';
import { SearchField } from '../../../components/search-field';
import { StateMessage } from '../../../components/state-message';
import { useUrlState } from '../../../lib/use-url-state';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useDatasets } from '../api/get-datasets';
import { dataUrls } from '../utils/data-urls';
import { PAGE_SIZES, parseDatasetList, serializeDatasetList } from '../utils/list-state';

interface DatasetListProps {
  onDelete: (dataset: Dataset) => void;
}

/** Every data set, a server page at a time (`?page&size&search`). */
export function DatasetList({ onDelete }: DatasetListProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const [state, update] = useUrlState(parseDatasetList, serializeDatasetList);
  const { page, size, search } = state;
  const { data, isPending, isFetching, isError, refetch } = useDatasets({ page, size, search });

  const columns = useMemo<GridColDef<Dataset>[]>(
    () => [
      {
        field: 'name',
        ...textOfItsOwnDirection,
        headerName: t('datasets.name'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={dataUrls.dataset(row.id)}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'rowCount',
        headerName: t('datasets.rows'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'source',
        headerName: t('datasets.source'),
        minWidth: 120,
        renderCell: ({ row }) => <Chip size="small" label={t(`datasets.sources.${row.source}`)} />,
      },
      {
        field: 'importedAt',
        headerName: t('datasets.importedAt'),
        minWidth: 180,
        valueFormatter: (value: string | null) => (value ? format.dateTime(value) : '—'),
      },
      {
        field: 'actions',
        headerName: t('datasets.actions'),
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={t('datasets.deleteOne', { name: row.name })}
            onClick={() => onDelete(row)}
          >
            <DeleteIcon />
          </IconButton>
        ),
      },
    ],
    [t, format, onDelete],
  );

  return (
    <Card>
      <Stack sx={{ p: 2.5 }}>
        <SearchField
          value={search}
          onSearch={(value) => update({ search: value })}
          label={t('datasets.search')}
          clearLabel={t('datasets.clearSearch')}
          maxLength={200}
        />
      </Stack>
      {isError && !data ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : data && data.total === 0 ? (
        <StateMessage
          role="status"
          title={search ? t('datasets.noResults', { search }) : t('datasets.empty')}
          text={search ? undefined : t('datasets.emptyText')}
        />
      ) : (
        <DataGrid
          label={t('datasets.heading')}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isPending || isFetching}
          paginationMode="server"
          paginationModel={{ page: page - 1, pageSize: size }}
          onPaginationModelChange={(model) =>
            update({ page: model.page + 1, size: model.pageSize })
          }
          pageSizeOptions={PAGE_SIZES}
          disableColumnSorting
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          sx={{ border: 0 }}
        />
      )}
    </Card>
  );
}
