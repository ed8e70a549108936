import type { Chart, ChartSpec } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteChart } from '../api/delete-chart';
import { useSaveChart } from '../api/save-chart';
import { dataUrls } from '../utils/data-urls';
import { type ChartFormValues, chartFormValues, chartResolver, EMPTY_CHART } from './chart-form';
import { ChartPreview } from './chart-preview';
import { DataFields } from './data-fields';
import { OptionFields } from './option-fields';

interface ChartBuilderProps {
  /** Absent: a new chart. */
  chart?: Chart;
  notify: (message: string) => void;
}

/** The chart builder: the data and the drawing on the left, the live preview on the right. */
export function ChartBuilder({ chart, notify }: ChartBuilderProps) {
  const { t } = useTranslation('data');
  const navigate = useNavigate();
  const form = useForm<ChartFormValues, unknown, ChartSpec>({
    resolver: chartResolver,
    defaultValues: chart ? chartFormValues(chart) : EMPTY_CHART,
  });
  const save = useSaveChart();
  const remove = useDeleteChart();
  const [isConfirming, setConfirming] = useState(false);
  const rootError = form.formState.errors.root?.server?.message;

  const onSubmit = form.handleSubmit(async (spec) => {
    try {
      const saved = await save.mutateAsync({ id: chart?.id, spec });
      form.reset(chartFormValues(saved));
      notify(t('builder.saved', { title: saved.title }));
      if (!chart) navigate(dataUrls.chart(saved.id), { replace: true });
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const onDelete = () =>
    chart &&
    remove.mutate(chart.id, {
      onSuccess: () => {
        notify(t('builder.deleted', { title: chart.title }));
        navigate(paths.dashboard.management.charts);
      },
    });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
            {chart ? t('builder.editHeading') : t('builder.newHeading')}
          </Typography>
          <Button component={RouterLink} to={paths.dashboard.management.charts} color="inherit">
            {t('charts.backToList')}
          </Button>
          {chart && (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('actions.save')}
          </Button>
        </Stack>
        {rootError && <Alert severity="error">{rootError}</Alert>}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Card>
              <CardHeader title={t('builder.data')} />
              <CardContent>
                <Stack spacing={4}>
                  <DataFields />
                  <OptionFields />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Card component="section" aria-label={t('builder.preview')}>
              <CardHeader title={t('builder.preview')} />
              <CardContent>
                <ChartPreview />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title={t('builder.deleteTitle')}
        text={t('builder.deleteText', { title: chart?.title ?? '' })}
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
    </FormProvider>
  );
}
