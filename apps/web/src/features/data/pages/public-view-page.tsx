import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { QueryProvider } from '../../../lib/query-provider';
import { useTranslation } from '../../../locales/use-translation';
import { PublicDataSource } from '../api/data-source';
import { usePublicView } from '../api/public-links';
import { Co2Section } from '../co2/co2-section';
import { LoadError, LoadingBlock } from '../components/page-states';
import { DashboardGrid } from '../dashboards/dashboard-grid';

/**
 * /public/:token: a public read-only link's view, signed out (issue 34 item 7): its dashboard,
 * with the CO2 figures on the CO2 page; reader controls and exports as signed in, nothing else.
 */
export default function PublicViewPage() {
  // the dashboard's layout provides the query cache to signed-in screens; this one stands alone
  return (
    <QueryProvider>
      <PublicView />
    </QueryProvider>
  );
}

function PublicView() {
  const { t } = useTranslation('data');
  const { token = '' } = useParams();
  const { data: view, error, refetch } = usePublicView(token);
  const title = view?.dashboard.title ?? t('publicLinks.pageTitle');
  const gone = isHttpError(error) && error.status === 404;

  return (
    <PublicDataSource token={token}>
      <title>{t('common:brandTitle', { page: title, app: APP_NAME })}</title>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
        <Container maxWidth="xl">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {APP_NAME}
            </Typography>
            <Chip label={t('publicLinks.readOnly')} size="small" variant="outlined" />
            <Button component={RouterLink} to={paths.auth.jwt.login} size="small" color="inherit">
              {t('publicLinks.signIn')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {gone ? (
          <StateMessage
            role="alert"
            title={t('publicLinks.gone')}
            text={t('publicLinks.goneText')}
          />
        ) : error && !view ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : view ? (
          <Stack spacing={3}>
            <Stack spacing={0.5}>
              <Typography variant="h4" component="h1">
                {view.dashboard.title}
              </Typography>
              {view.dashboard.description && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {view.dashboard.description}
                </Typography>
              )}
            </Stack>
            {view.co2 && <Co2Section />}
            <DashboardGrid dashboard={view.dashboard} />
          </Stack>
        ) : (
          <LoadingBlock />
        )}
      </Container>
    </PublicDataSource>
  );
}
