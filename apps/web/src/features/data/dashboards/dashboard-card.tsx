import type { DashboardSummary } from '@keeling/contract';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

/** A dashboard on /dashboard/list: title, description, chart count, last update; opens it. */
export function DashboardCard({ dashboard }: { dashboard: DashboardSummary }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  return (
    <Card component="article" sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.dashboard.project(dashboard.slug)}
        sx={{ height: 1, alignItems: 'stretch', display: 'flex' }}
      >
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {dashboard.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {dashboard.description}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ color: 'text.disabled', typography: 'caption' }}>
            <span>
              {t('dashboards.charts', {
                count: dashboard.chartCount,
                number: format.number(dashboard.chartCount),
              })}
            </span>
            <span>{t('dashboards.updated', { date: format.date(dashboard.updatedAt) })}</span>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
