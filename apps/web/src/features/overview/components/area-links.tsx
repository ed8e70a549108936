import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BlogIcon, DashboardIcon } from '../../../components/icons';
import { ChartIcon } from '../../../components/icons/data-icons';
import { TravelIcon } from '../../../components/icons/section-icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../locales/use-translation';

interface Area {
  key: string;
  path: string;
  icon: ReactNode;
}

const AREAS: Area[] = [
  { key: 'blog', path: paths.dashboard.blog, icon: <BlogIcon /> },
  { key: 'dashboards', path: paths.dashboard.list, icon: <DashboardIcon /> },
  { key: 'co2', path: paths.dashboard.co2, icon: <ChartIcon /> },
  { key: 'travel', path: paths.dashboard.travel, icon: <TravelIcon /> },
];

const MANAGEMENT: Area[] = [
  { key: 'dataSets', path: paths.dashboard.management.dataSet, icon: <ChartIcon /> },
  { key: 'charts', path: paths.dashboard.management.charts, icon: <ChartIcon /> },
  { key: 'manageDashboards', path: paths.dashboard.management.dashboard, icon: <DashboardIcon /> },
  { key: 'manageBlog', path: paths.dashboard.management.blog, icon: <BlogIcon /> },
];

/** Cards into each area of the product; the management ones for editors and admins. */
export function AreaLinks({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('overview');
  const areas = canManage ? [...AREAS, ...MANAGEMENT] : AREAS;
  return (
    <Grid container spacing={2} component="nav" aria-label={t('areas.label')}>
      {areas.map((area) => (
        <Grid key={area.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card sx={{ height: 1 }}>
            <CardActionArea component={RouterLink} to={area.path} sx={{ p: 2.5, height: 1 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Stack sx={{ color: 'primary.main' }}>{area.icon}</Stack>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="span">
                    {t(`areas.${area.key}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`areas.${area.key}Text`)}
                  </Typography>
                </Stack>
              </Stack>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
