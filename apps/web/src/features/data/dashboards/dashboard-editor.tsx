import type { Dashboard } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { useCharts } from '../api/get-charts';
import { useSaveDashboard } from '../api/save-dashboard';
import { HintedField } from '../components/hinted-field';
import { dataUrls } from '../utils/data-urls';
import {
  type DashboardFormValues,
  dashboardFormValues,
  dashboardResolver,
  EMPTY_DASHBOARD,
} from './dashboard-form';
import { DashboardItemsEditor } from './dashboard-items-editor';

interface DashboardEditorProps {
  /** Absent: a new dashboard. */
  dashboard?: Dashboard;
  notify: (message: string) => void;
}

/** A dashboard's slug, title, description and charts (order and sizes); save and delete. */
export function DashboardEditor({ dashboard, notify }: DashboardEditorProps) {
  const { t } = useTranslation('data');
  const navigate = useNavigate();
  const charts = useCharts();
  const save = useSaveDashboard();
  const remove = useDeleteDashboard();
  const [isConfirming, setConfirming] = useState(false);
  const form = useForm<DashboardFormValues>({
    resolver: dashboardResolver,
    defaultValues: dashboard ? dashboardFormValues(dashboard) : EMPTY_DASHBOARD,
  });
  const field = (name: 'slug' | 'title' | 'description') =>
    fieldProps(form, name, t(`dashboards.${name}`), t);
  const rootError = form.formState.errors.root?.server?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: dashboard?.id, body });
      form.reset(dashboardFormValues(saved));
      notify(t('dashboards.saved', { title: saved.title }));
      // the editor's address names the slug, which may have changed
      if (saved.slug !== dashboard?.slug)
        navigate(dataUrls.dashboard(saved.slug), { replace: true });
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const onDelete = () =>
    dashboard &&
    remove.mutate(dashboard.id, {
      onSuccess: () => {
        notify(t('dashboards.deleted', { title: dashboard.title }));
        navigate(paths.dashboard.management.dashboard);
      },
    });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {dashboard ? t('dashboards.editHeading') : t('dashboards.newHeading')}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.management.dashboard} color="inherit">
          {t('dashboards.backToList')}
        </Button>
        {dashboard && (
          <Button
            component={RouterLink}
            to={paths.dashboard.project(dashboard.slug)}
            color="inherit"
          >
            {t('dashboards.open')}
          </Button>
        )}
        {dashboard && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('actions.save')}
        </Button>
      </Stack>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      <Card>
        <CardContent>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <OutlinedField {...field('title')} required fullWidth />
              <HintedField {...field('slug')} hint={t('dashboards.slugHint')} required fullWidth />
            </Stack>
            <OutlinedField {...field('description')} multiline minRows={2} />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('dashboards.items')} />
        <CardContent>
          <DashboardItemsEditor control={form.control} charts={charts.data ?? []} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={isConfirming}
        title={t('dashboards.deleteTitle')}
        text={t('dashboards.deleteText', { title: dashboard?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        isBusy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={onDelete}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </Stack>
  );
}
