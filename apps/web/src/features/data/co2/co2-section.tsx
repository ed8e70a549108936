import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useCo2 } from '../api/get-co2';
import { ChartView } from '../components/chart-view/chart-view';
import { Co2Figures } from './co2-figures';
import { keelingChartData } from './keeling-data';

/** Below the fold, with its country picker: loaded after the page's first paint. */
const EmissionsByCountry = lazy(() =>
  import('./emissions-by-country').then((module) => ({ default: module.EmissionsByCountry })),
);

/** The CO2 project page's top: headline figures, the Keeling curve, emissions by country. */
export function Co2Section() {
  const { t } = useTranslation('data');
  const { data: co2, error, refetch } = useCo2();
  const curve = useMemo(
    () => co2 && keelingChartData(co2, { average: t('co2.average'), trend: t('co2.trend') }),
    [co2, t],
  );

  if (error && !co2) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('states.retry')}
          </Button>
        }
      >
        {errorMessage(t, error)}
      </Alert>
    );
  }
  if (!co2) {
    return (
      <Skeleton variant="rounded" height={160} role="status" aria-label={t('states.loading')} />
    );
  }
  return (
    <Stack spacing={3}>
      <Co2Figures co2={co2} />
      {curve && (
        <Card sx={{ p: 2.5 }}>
          <ChartView
            data={curve}
            type="line"
            title={t('co2.keelingCurve')}
            unit={t('co2.unit')}
            height={380}
          />
        </Card>
      )}
      {co2.emissions && (
        <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
          <EmissionsByCountry emissions={co2.emissions} />
        </Suspense>
      )}
    </Stack>
  );
}
