import type { Chart } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlusIcon } from '../../../components/icons/action-icons';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteChart } from '../api/delete-chart';
import { dataUrls, NEW_ID } from '../utils/data-urls';
import { ChartList } from './chart-list';

/** The charts list with "New chart" and the delete confirmation. */
export function ChartsOverview({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation('data');
  const [toDelete, setToDelete] = useState<Chart | null>(null);
  const remove = useDeleteChart();
  const close = () => {
    setToDelete(null);
    remove.reset();
  };
  return (
    <>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('charts.heading')}
        </Typography>
        <Button
          component={RouterLink}
          to={dataUrls.chart(NEW_ID)}
          variant="contained"
          startIcon={<PlusIcon />}
        >
          {t('charts.new')}
        </Button>
      </Stack>
      <ChartList onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('builder.deleteTitle')}
        text={t('builder.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        isBusy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify(t('builder.deleted', { title: toDelete.title }));
              close();
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
