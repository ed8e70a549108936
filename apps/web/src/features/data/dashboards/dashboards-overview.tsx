import type { DashboardSummary } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlusIcon } from '../../../components/icons/action-icons';
import { StateMessage } from '../../../components/state-message';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { useDashboards } from '../api/get-dashboards';
import { LoadingBlock } from '../components/page-states';
import { PublicLinksCard } from '../public-links/public-links-card';
import { dataUrls } from '../utils/data-urls';
import { DashboardTable } from './dashboard-table';

/** The dashboards to manage, "New dashboard" and the delete confirmation. */
export function DashboardsOverview({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation('data');
  const { data, isError, refetch } = useDashboards();
  const remove = useDeleteDashboard();
  const [toDelete, setToDelete] = useState<DashboardSummary | null>(null);
  const close = () => {
    setToDelete(null);
    remove.reset();
  };

  return (
    <>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('dashboards.heading')}
        </Typography>
        <Button
          component={RouterLink}
          to={dataUrls.newDashboard}
          variant="contained"
          startIcon={<PlusIcon />}
        >
          {t('dashboards.new')}
        </Button>
      </Stack>
      {isError && !data ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : !data ? (
        <LoadingBlock />
      ) : data.length === 0 ? (
        <StateMessage role="status" title={t('dashboards.empty')} />
      ) : (
        <DashboardTable items={data} onDelete={setToDelete} />
      )}
      <PublicLinksCard notify={notify} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('dashboards.deleteTitle')}
        text={t('dashboards.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        isBusy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify(t('dashboards.deleted', { title: toDelete.title }));
              close();
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
