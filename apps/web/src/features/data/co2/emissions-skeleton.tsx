import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/use-translation';
import { ChartViewSkeleton } from '../components/page-states';

/** The emissions chart's drawing height, px. */
export const EMISSIONS_HEIGHT = 360;

/** The emissions card's content until its module loads: the picker's field and helper line, the chart. */
export function EmissionsSkeleton() {
  const { t } = useTranslation('data');
  return (
    <Stack spacing={2}>
      <div>
        <Skeleton variant="rounded" height={56} />
        <Typography variant="caption" component="p" sx={{ mx: 1.75, mt: '3px' }}>
          <Skeleton width="50%" />
        </Typography>
      </div>
      <ChartViewSkeleton
        title={t('co2.emissionsTitle')}
        height={EMISSIONS_HEIGHT}
        legend
        controls
      />
    </Stack>
  );
}
