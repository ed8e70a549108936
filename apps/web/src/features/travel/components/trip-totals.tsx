import type { TripTotals as Totals } from '@keeling/contract';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

/** Trips, kilometres and kg CO2e of every trip the filters match (all pages, from the API). */
export function TripTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation('travel');
  const format = useLocaleFormat();
  const items = [
    { key: 'trips', value: totals && format.number(totals.trips) },
    {
      key: 'distance',
      value:
        totals &&
        t('units.km', { value: format.number(totals.distanceKm, { maximumFractionDigits: 0 }) }),
    },
    {
      key: 'co2e',
      value:
        totals &&
        t('units.kgCo2e', { value: format.number(totals.co2eKg, { maximumFractionDigits: 0 }) }),
    },
  ] as const;
  return (
    <Grid container spacing={3} component="section" aria-label={t('totals.label')} sx={{ mb: 3 }}>
      {items.map((item) => (
        <Grid key={item.key} size={{ xs: 12, md: 4 }}>
          <Card sx={{ p: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
              {t(`totals.${item.key}`)}
            </Typography>
            <Typography variant="h3" component="p" data-testid={`total-${item.key}`}>
              {item.value ?? <Skeleton width={120} />}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
