import type { User, UserSort } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { textOfItsOwnDirection } from '../../../components/data-grid/own-direction';
import { DeleteIcon, EditIcon } from '../../../components/icons/action-icons';
import { initials } from '../../../lib/initials';
import type { TFunction } from '../../../locales/translate';
import type { useLocaleFormat } from '../../../locales/use-locale-format';
import { StatusChip } from './status-chip';

/** The grid's sortable columns and the API's sort for each. */
export const SORT_FIELDS: Record<string, UserSort> = {
  displayName: 'name',
  email: 'email',
  role: 'role',
  status: 'status',
  createdAt: 'createdAt',
};
export const FIELD_OF_SORT = Object.fromEntries(
  Object.entries(SORT_FIELDS).map(([field, sort]) => [sort, field]),
) as Record<UserSort, string>;

interface ColumnOptions {
  t: TFunction;
  format: ReturnType<typeof useLocaleFormat>;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The signed-in admin: their own row's Delete is disabled, saying why (the API refuses it). */
  currentUserId: string | undefined;
}

/** The users grid's columns: a person, e-mail, role, status, creation day and actions. */
export function userColumns(options: ColumnOptions): GridColDef<User>[] {
  const { t, format, onEdit, onDelete, currentUserId } = options;
  return [
    {
      field: 'displayName',
      headerName: t('columns.name'),
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: 1 }}>
          <Avatar
            src={row.photoURL ?? undefined}
            alt=""
            sx={{ width: 32, height: 32, fontSize: 13 }}
          >
            {initials(row.displayName)}
          </Avatar>
          {/* its own direction, cut at its end when it does not fit (own-direction.ts) */}
          <Typography component="span" variant="inherit" noWrap dir="auto">
            {row.displayName}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'email',
      ...textOfItsOwnDirection,
      headerName: t('columns.email'),
      flex: 1.2,
      minWidth: 200,
    },
    {
      field: 'role',
      headerName: t('columns.role'),
      minWidth: 110,
      valueFormatter: (value: User['role']) => t(`common:account.roles.${value}`),
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      minWidth: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'createdAt',
      headerName: t('columns.createdAt'),
      minWidth: 130,
      valueFormatter: (value: string) => format.date(value),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      sortable: false,
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', height: 1 }}>
          <Tooltip title={t('actions.edit')}>
            <IconButton
              aria-label={t('actions.editUser', { name: row.displayName })}
              onClick={() => onEdit(row)}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          {row.id === currentUserId ? (
            <Tooltip title={t('errors:users.self_delete')} describeChild>
              {/* aria-disabled, not disabled: it stays focusable, so the reason can be read */}
              <IconButton
                aria-label={t('actions.deleteUser', { name: row.displayName })}
                aria-disabled="true"
                sx={{ color: 'action.disabled', cursor: 'default' }}
                disableRipple
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title={t('actions.delete')}>
              <IconButton
                aria-label={t('actions.deleteUser', { name: row.displayName })}
                color="error"
                onClick={() => onDelete(row)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];
}
