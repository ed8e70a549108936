import type { User } from '@keeling/contract';
import { useMemo } from 'react';
import { useAuthContext } from '../../../auth/auth-context';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { USER_PAGE_SIZES, type UserListState } from '../utils/user-list-state';
import { FIELD_OF_SORT, SORT_FIELDS, userColumns } from './user-columns';

interface UsersGridProps {
  users: User[];
  total: number;
  isLoading: boolean;
  state: UserListState;
  onChange: (changes: Partial<UserListState>) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** One server page of users: paging and sorting are the API's (the URL holds both). */
export function UsersGrid(props: UsersGridProps) {
  const { users, total, isLoading, state, onChange, onEdit, onDelete } = props;
  const { t } = useTranslation('users');
  const format = useLocaleFormat();
  const currentUserId = useAuthContext().user?.id;
  const columns = useMemo(
    () => userColumns({ t, format, onEdit, onDelete, currentUserId }),
    [t, format, onEdit, onDelete, currentUserId],
  );

  return (
    <DataGrid
      aria-label={t('list.label')}
      rows={users}
      columns={columns}
      rowCount={total}
      loading={isLoading}
      autoHeight
      disableColumnMenu
      disableRowSelectionOnClick
      paginationMode="server"
      sortingMode="server"
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={[...USER_PAGE_SIZES]}
      paginationModel={{ page: state.page - 1, pageSize: state.size }}
      onPaginationModelChange={(model) =>
        onChange(
          model.pageSize === state.size ? { page: model.page + 1 } : { size: model.pageSize },
        )
      }
      sortModel={[{ field: FIELD_OF_SORT[state.sort], sort: state.order }]}
      onSortModelChange={(model) => {
        const [first] = model;
        const sort = first && SORT_FIELDS[first.field];
        if (sort && first.sort) onChange({ sort, order: first.sort });
      }}
      sx={{ border: 0 }}
    />
  );
}
