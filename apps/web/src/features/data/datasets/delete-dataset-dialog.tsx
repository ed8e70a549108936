import type { Dataset } from '@keeling/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteDataset } from '../api/delete-dataset';
import { useDatasetDependents } from '../api/get-dataset-dependents';

interface DeleteDatasetDialogProps {
  dataset: Dataset | null;
  onClose: () => void;
  onDeleted: (dataset: Dataset) => void;
}

/**
 * Asks before deleting a data set. When charts are built on it, lists them and the dashboards
 * that show them; deleting them too takes a second, explicit confirmation (a checkbox that
 * counts them). A refusal (a chart was added meanwhile) reads the list again.
 */
export function DeleteDatasetDialog({ dataset, onClose, onDeleted }: DeleteDatasetDialogProps) {
  const { t } = useTranslation('data');
  const remove = useDeleteDataset();
  const dependents = useDatasetDependents(dataset?.id ?? null);
  const [withCharts, setWithCharts] = useState(false);
  const charts = dependents.data?.charts ?? [];
  const dashboards = dependents.data?.dashboards ?? [];
  const hasCharts = charts.length > 0;
  const name = dataset?.name ?? '';

  // the next time it opens (for this data set or another), the dialog starts unconfirmed
  const close = () => {
    remove.reset();
    setWithCharts(false);
    onClose();
  };
  const confirm = () => {
    if (!dataset) return;
    remove.mutate(
      { id: dataset.id, withDependents: hasCharts },
      {
        onSuccess: () => {
          remove.reset();
          setWithCharts(false);
          onDeleted(dataset);
        },
        onError: () => {
          setWithCharts(false);
          void dependents.refetch();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={dataset !== null}
      title={t('datasets.deleteTitle')}
      text={
        hasCharts
          ? t('datasets.deleteWithChartsText', { name, count: charts.length })
          : t('datasets.deleteText', { name })
      }
      confirmLabel={
        hasCharts ? t('datasets.deleteWithCharts', { count: charts.length }) : t('datasets.delete')
      }
      cancelLabel={t('actions.cancel')}
      isBusy={remove.isPending}
      canConfirm={dependents.isSuccess && (!hasCharts || withCharts)}
      error={
        remove.error
          ? errorMessage(t, remove.error)
          : dependents.error
            ? errorMessage(t, dependents.error)
            : null
      }
      onConfirm={confirm}
      onClose={close}
    >
      {dependents.isPending && dataset && (
        <LinearProgress sx={{ mt: 2 }} aria-label={t('datasets.dependentsLoading')} />
      )}
      {hasCharts && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('datasets.dependentCharts', { count: charts.length })}
          </Typography>
          <List dense aria-label={t('datasets.dependentCharts', { count: charts.length })}>
            {charts.map((chart) => (
              <ListItem key={chart.id} disableGutters>
                <Link
                  component={RouterLink}
                  to={`${paths.dashboard.management.charts}?id=${encodeURIComponent(chart.id)}`}
                >
                  {chart.title}
                </Link>
              </ListItem>
            ))}
          </List>
          {dashboards.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3">
                {t('datasets.dependentDashboards', { count: dashboards.length })}
              </Typography>
              <List
                dense
                aria-label={t('datasets.dependentDashboards', { count: dashboards.length })}
              >
                {dashboards.map((dashboard) => (
                  <ListItem key={dashboard.id} disableGutters>
                    <Link component={RouterLink} to={paths.dashboard.project(dashboard.slug)}>
                      {dashboard.title}
                    </Link>
                  </ListItem>
                ))}
              </List>
            </>
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={withCharts}
                onChange={(event) => setWithCharts(event.target.checked)}
              />
            }
            label={t('datasets.confirmWithCharts', { count: charts.length })}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
