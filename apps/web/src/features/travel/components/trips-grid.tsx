import type { Trip } from '@keeling/contract';
import { useTheme } from '@mui/material/styles';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { canvasFont, textWidth } from '../../../lib/text-width';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { TRIP_PAGE_SIZES, type TripListState } from '../utils/trip-list-state';
import { co2eText, FIELD_OF_SORT, SORT_FIELDS, tripColumns } from './trip-columns';

interface TripsGridProps {
  trips: Trip[];
  total: number;
  isLoading: boolean;
  state: TripListState;
  onChange: (changes: Partial<TripListState>) => void;
  selectedId: string | undefined;
  /** Whether the user may edit and delete this trip (their own, or any for editors). */
  canEdit: (trip: Trip) => boolean;
  onCompare: (trip: Trip) => void;
  onEdit: (trip: Trip) => void;
  onDelete: (trip: Trip) => void;
}

/** One server page of trips: paging and sorting are the API's (the URL holds both). */
export function TripsGrid(props: TripsGridProps) {
  const { trips, total, isLoading, state, onChange, selectedId } = props;
  const { canEdit, onCompare, onEdit, onDelete } = props;
  const { t } = useTranslation('travel');
  const format = useLocaleFormat();
  const { typography } = useTheme();
  const font = canvasFont(typography.body2, typography);
  const measure = useCallback((text: string) => textWidth(text, font), [font]);
  const widestCo2e = trips
    .map((trip) => co2eText(trip.co2eKg, t, format))
    .reduce((widest, text) => (text.length > widest.length ? text : widest), '');
  const columns = useMemo(
    () => tripColumns({ t, format, measure, widestCo2e, canEdit, onCompare, onEdit, onDelete }),
    [t, format, measure, widestCo2e, canEdit, onCompare, onEdit, onDelete],
  );
  // one model while the sort stays: the grid takes a new one as a sort change, and goes back to
  // the first page (page 2 of a list, reached by its button, a reload or a link, showed page 1)
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: FIELD_OF_SORT[state.sort], sort: state.order }],
    [state.sort, state.order],
  );

  return (
    <DataGrid
      aria-label={t('list.label')}
      rows={trips}
      columns={columns}
      rowCount={total}
      loading={isLoading}
      autoHeight
      disableColumnMenu
      disableRowSelectionOnClick
      paginationMode="server"
      sortingMode="server"
      sortingOrder={['desc', 'asc']}
      pageSizeOptions={[...TRIP_PAGE_SIZES]}
      paginationModel={{ page: state.page - 1, pageSize: state.size }}
      onPaginationModelChange={(model) =>
        onChange(
          model.pageSize === state.size ? { page: model.page + 1 } : { size: model.pageSize },
        )
      }
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        const sort = first && SORT_FIELDS[first.field];
        if (sort && first.sort) onChange({ sort, order: first.sort });
      }}
      getRowClassName={({ id }) => (id === selectedId ? 'is-selected' : '')}
      onRowClick={({ row }) => onCompare(row)}
      sx={{
        border: 0,
        '& .is-selected': { bgcolor: 'action.selected' },
        '& .MuiDataGrid-row': { cursor: 'pointer' },
      }}
    />
  );
}
