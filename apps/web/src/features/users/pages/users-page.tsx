import type { User } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { PlusIcon } from '../../../components/icons/action-icons';
import { LoadOnOpen } from '../../../components/load-on-open';
import { ServerTableSkeleton } from '../../../components/server-table/server-table-skeleton';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useUrlState } from '../../../lib/use-url-state';
import { useTranslation } from '../../../locales/use-translation';
import { useUsers } from '../api/get-users';
import { StatusTabs } from '../components/status-tabs';
import { UsersToolbar } from '../components/users-toolbar';
import { useIsAdmin } from '../hooks/use-is-admin';
import {
  parseUserListState,
  serializeUserListState,
  userListQuery,
} from '../utils/user-list-state';

/** The table (avatars, status chips, tooltips, the pager's menu) loads after the first paint. */
const UsersTable = lazy(() =>
  retryImport(() => import('../components/users-table')).then((module) => ({
    default: module.UsersTable,
  })),
);
/** The delete confirmation (its request, its refusals) loads when it first opens. */
const DeleteUserDialog = lazy(() =>
  retryImport(() => import('../components/delete-user-dialog')).then((module) => ({
    default: module.DeleteUserDialog,
  })),
);
/** The account forms (react-hook-form, their fields) load when their dialog opens. */
const UserCreateDialog = lazy(() =>
  retryImport(() => import('../components/user-create-dialog')).then((module) => ({
    default: module.UserCreateDialog,
  })),
);
const UserEditDialog = lazy(() =>
  retryImport(() => import('../components/user-edit-dialog')).then((module) => ({
    default: module.UserEditDialog,
  })),
);

/** /dashboard/management/users (admin): accounts in a server-paged table with status tabs. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const isAdmin = useIsAdmin();
  const [state, update] = useUrlState(parseUserListState, serializeUserListState);
  const query = useMemo(() => userListQuery(state), [state]);
  const { data, isFetching, isError, refetch } = useUsers(query, isAdmin);
  const { notify, element: notice } = useNotice();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; user: User } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<User | null>(null);

  // after deleting the last users of the last page, step back to the page that still exists
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.size)) : state.page;
  useEffect(() => {
    if (data && data.items.length === 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, state.page, lastPage, update]);

  if (!isAdmin) return <StateMessage role="alert" title={t('forbidden')} />;
  const close = () => setDialog(null);
  const done = (key: 'created' | 'saved') => (user: User) => {
    close();
    notify(t(`notices.${key}`, { name: user.displayName }));
  };

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('heading')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PlusIcon />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('actions.new')}
        </Button>
      </Stack>
      <Card>
        <StatusTabs
          value={state.status}
          counts={data?.counts}
          onChange={(status) => update({ status })}
        />
        <UsersToolbar state={state} onChange={update} />
        <Suspense fallback={<ServerTableSkeleton rows={Math.min(state.size, 10)} />}>
          <UsersTable
            users={data?.items}
            total={data?.total ?? 0}
            isFetching={isFetching}
            state={state}
            onChange={update}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onDelete={setDeleting}
            replacement={
              isError && !data ? (
                <StateMessage
                  role="alert"
                  title={t('states.error')}
                  onRetry={() => void refetch()}
                  retryLabel={t('states.retry')}
                />
              ) : data && data.total === 0 ? (
                <StateMessage role="status" title={t('states.noResults')} />
              ) : undefined
            }
          />
        </Suspense>
      </Card>
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <UserCreateDialog onClose={close} onCreated={done('created')} />
        )}
        {dialog?.kind === 'edit' && (
          <UserEditDialog user={dialog.user} onClose={close} onSaved={done('saved')} />
        )}
      </Suspense>
      <LoadOnOpen open={deleting !== null}>
        <DeleteUserDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(user) => {
            setDeleting(null);
            notify(t('notices.deleted', { name: user.displayName }));
          }}
        />
      </LoadOnOpen>
      {notice}
    </>
  );
}
