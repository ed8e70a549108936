import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { prefetchArticles } from '../api/get-articles';
import { PlusIcon } from '../components/blog-icons';
import { useCanManageBlog } from '../hooks/use-can-manage';
import { useUrlListState } from '../hooks/use-url-list-state';
import { ExportButton } from '../management/export-button';
import { ManagementListSkeleton } from '../management/management-list-skeleton';
import { managementListQuery, parseManagementListState } from '../utils/list-url-state';

/**
 * The list (tabs, table, paging, checkboxes, row actions, bulk actions) loads lazily, in parallel
 * with its request, which the loader starts while the route resolves.
 */
const ManagementList = lazy(() =>
  retryImport(() => import('../management/management-list')).then((module) => ({
    default: module.ManagementList,
  })),
);

/** Starts the list request while the route resolves; never waits for it. */
export function loader({ request }: LoaderFunctionArgs) {
  const state = parseManagementListState(new URL(request.url).searchParams);
  prefetchArticles(managementListQuery(state));
  return null;
}

/** /dashboard/management/blog (editor+): every article, in a server-paged table. */
export default function ManagementPage() {
  const { t } = useTranslation('blog');
  const canManage = useCanManageBlog();
  const [{ search, sort, status }] = useUrlListState(parseManagementListState);
  const { notify, element: notice } = useNotice();

  if (!canManage) return <StateMessage role="alert" title={t('management.forbidden')} />;
  return (
    <>
      <title>{t('common:brandTitle', { page: t('management.pageTitle'), app: APP_NAME })}</title>
      <Stack
        direction="row"
        sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: { xs: 1, sm: 2 } }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('management.heading')}
        </Typography>
        <ExportButton
          filters={{ search, sort, status: status === 'all' ? undefined : status }}
          notify={notify}
        />
        <Button
          component={Link}
          to={paths.dashboard.management.addBlog}
          variant="contained"
          startIcon={<PlusIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('newArticle')}
        </Button>
        {/* a phone: icon buttons beside the title, on one line */}
        <Tooltip title={t('newArticle')}>
          <IconButton
            component={Link}
            to={paths.dashboard.management.addBlog}
            aria-label={t('newArticle')}
            sx={{
              display: { sm: 'none' },
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <PlusIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Suspense fallback={<ManagementListSkeleton />}>
        <ManagementList notify={notify} />
      </Suspense>
      {notice}
    </>
  );
}
