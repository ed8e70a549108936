import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useCo2 } from '../api/data-source';
import { ChartView } from '../components/chart-view/chart-view';
import { ChartViewSkeleton, RetryAlert } from '../components/page-states';
import { useCanManageData } from '../hooks/use-can-manage-data';
import { useNearViewport } from '../hooks/use-near-viewport';
import { Co2Figures, Co2FiguresSkeleton } from './co2-figures';
import { EmissionsSkeleton } from './emissions-skeleton';
import { keelingChartData } from './keeling-data';

/** Below the fold, with its country picker: loaded when the reader scrolls near it. */
const EmissionsByCountry = lazy(() =>
  import('./emissions-by-country').then((module) => ({ default: module.EmissionsByCountry })),
);

/** The Keeling curve's drawing height, px. */
const CURVE_HEIGHT = 380;

/**
 * The CO2 project page's top: headline figures, the Keeling curve, emissions by country. While
 * the summary loads, cards of the same sizes stand in (the curve's card is there from the start),
 * so nothing below moves when it arrives; the curve is drawn once its card nears the viewport.
 */
export function Co2Section() {
  const { t } = useTranslation('data');
  const { data: co2, error, refetch } = useCo2();
  const canManage = useCanManageData();
  const curve = useMemo(
    () => co2 && keelingChartData(co2, { average: t('co2.average'), trend: t('co2.trend') }),
    [co2, t],
  );
  const curveCard = useNearViewport<HTMLDivElement>();
  const emissionsCard = useNearViewport<HTMLElement>();

  if (error && !co2) {
    return <RetryAlert onRetry={() => void refetch()}>{errorMessage(t, error)}</RetryAlert>;
  }
  return (
    <Stack spacing={3}>
      {co2 ? (
        <Co2Figures co2={co2} />
      ) : (
        <Stack role="status" aria-label={t('states.loading')}>
          <Co2FiguresSkeleton />
        </Stack>
      )}
      {(curve || !co2) && (
        <Card ref={curveCard.ref} sx={{ p: 2.5 }}>
          {curve && curveCard.near ? (
            <ChartView
              data={curve}
              type="line"
              title={t('co2.keelingCurve')}
              unit={t('co2.unit')}
              height={CURVE_HEIGHT}
              viewKey="curve"
            />
          ) : (
            <ChartViewSkeleton
              title={t('co2.keelingCurve')}
              height={CURVE_HEIGHT}
              legend
              controls
            />
          )}
        </Card>
      )}
      {co2 && !co2.emissions && canManage && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('co2.noEmissions')}
        </Typography>
      )}
      {co2?.emissions && (
        // the section is there from the start (scrolling to it starts its load); its content swaps
        <Card
          ref={emissionsCard.ref}
          component="section"
          aria-label={t('co2.emissionsTitle')}
          sx={{ p: 2.5 }}
        >
          <Suspense fallback={<EmissionsSkeleton />}>
            {emissionsCard.near ? (
              <EmissionsByCountry emissions={co2.emissions} />
            ) : (
              <EmissionsSkeleton />
            )}
          </Suspense>
        </Card>
      )}
    </Stack>
  );
}
