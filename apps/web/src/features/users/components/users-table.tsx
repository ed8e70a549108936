import { USER_SORTS, type User } from '@keeling/contract';
import { useMemo } from 'react';
import { useAuthContext } from '../../../auth/auth-context';
import { ServerTable } from '../../../components/server-table/server-table';
import { oneOf } from '../../../lib/url-state';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { USER_PAGE_SIZES, type UserListState } from '../utils/user-list-state';
import { userColumns } from './user-columns';

interface UsersTableProps {
  /** One server page; undefined until the first answer. */
  users: User[] | undefined;
  total: number;
  isFetching: boolean;
  state: UserListState;
  onChange: (changes: Partial<UserListState>) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** An empty or error state in place of the rows. */
  replacement?: React.ReactNode;
}

/** One server page of users: paging and sorting are the API's (the URL holds both). */
export function UsersTable(props: UsersTableProps) {
  const { users, total, isFetching, state, onChange, onEdit, onDelete, replacement } = props;
  const { t } = useTranslation('users');
  const format = useLocaleFormat();
  const currentUserId = useAuthContext().user?.id;
  const columns = useMemo(
    () => userColumns({ t, format, onEdit, onDelete, currentUserId }),
    [t, format, onEdit, onDelete, currentUserId],
  );

  return (
    <ServerTable
      label={t('list.label')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      isFetching={isFetching}
      rowsWhileLoading={Math.min(state.size, 10)}
      minWidth={{ sm: 860 }}
      sort={{ field: state.sort, order: state.order }}
      onSort={({ field, order }) => {
        const sort = oneOf(USER_SORTS, field);
        if (sort) onChange({ sort, order });
      }}
      paging={{
        total,
        page: state.page,
        size: state.size,
        sizes: USER_PAGE_SIZES,
        onPage: (page) => onChange({ page }),
        onSize: (size) => onChange({ size }),
      }}
      replacement={replacement}
    />
  );
}
