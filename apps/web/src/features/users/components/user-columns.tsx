import type { User, UserSort } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DeleteIcon, EditIcon } from '../../../components/icons/action-icons';
import type { ServerTableColumn } from '../../../components/server-table/server-table';
import { initials } from '../../../lib/initials';
import type { TFunction } from '../../../locales/translate';
import type { useLocaleFormat } from '../../../locales/use-locale-format';
import { StatusChip } from './status-chip';

interface ColumnOptions {
  t: TFunction;
  format: ReturnType<typeof useLocaleFormat>;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The signed-in admin: their own row's Delete is disabled, saying why (the API refuses it). */
  currentUserId: string | undefined;
}

/** A sortable column: its id is the API's sort. */
const sortable = (id: UserSort) => ({ id, sortable: true });

/** The users table's columns: a person, e-mail, role, status, creation day and actions. */
export function userColumns(options: ColumnOptions): ServerTableColumn<User>[] {
  const { t, format, onEdit, onDelete, currentUserId } = options;
  return [
    {
      ...sortable('name'),
      header: t('columns.name'),
      cell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            src={row.photoURL ?? undefined}
            alt=""
            sx={{ width: 32, height: 32, fontSize: 13 }}
          >
            {initials(row.displayName)}
          </Avatar>
          {/* typed text takes its own direction (decision 0031) */}
          <Typography component="span" variant="inherit" dir="auto">
            {row.displayName}
          </Typography>
        </Stack>
      ),
    },
    {
      ...sortable('email'),
      header: t('columns.email'),
      cell: (row) => <bdi>{row.email}</bdi>,
    },
    {
      ...sortable('role'),
      header: t('columns.role'),
      cell: (row) => t(`common:account.roles.${row.role}`),
    },
    {
      ...sortable('status'),
      header: t('columns.status'),
      cell: (row) => <StatusChip status={row.status} />,
    },
    {
      ...sortable('createdAt'),
      header: t('columns.createdAt'),
      cell: (row) => format.date(row.createdAt),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <>
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
        </>
      ),
    },
  ];
}
