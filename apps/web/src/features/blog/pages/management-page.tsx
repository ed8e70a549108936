import type { ArticleSort } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../locales/use-translation';
import { useArticles } from '../api/get-articles';
import { PlusIcon } from '../components/blog-icons';
import { BlogToolbar } from '../components/blog-toolbar';
import { StateMessage } from '../components/state-message';
import { useCanManageBlog } from '../hooks/use-can-manage';
import { useNotice } from '../hooks/use-notice';
import { useUrlListState } from '../hooks/use-url-list-state';
import { ArticlesTable } from '../management/articles-table';
import { BulkBar } from '../management/bulk-bar';
import { DeleteConfirm } from '../management/delete-confirm';
import { ExportButton } from '../management/export-button';
import { StatusTabs } from '../management/status-tabs';
import { useArticleActions } from '../management/use-article-actions';
import { MANAGEMENT_PAGE_SIZES, parseManagementListState } from '../utils/list-url-state';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** /dashboard/management/blog (editor+): every article, in a server-paged table. */
export default function ManagementPage() {
  const { t } = useTranslation('blog');
  const canManage = useCanManageBlog();
  const [state, update] = useUrlListState(parseManagementListState);
  const { page, size, search, sort } = state;
  const status = state.status === 'all' ? undefined : state.status;
  const query = useMemo(
    () => ({ page, size, search, sort, status }),
    [page, size, search, sort, status],
  );
  const { data, isPending, isError, refetch } = useArticles(query);
  const { notify, element: notice } = useNotice();

  // the selection belongs to one page of one query: it empties when either changes
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ key: queryKey, ids: NO_SELECTION });
  const selected = selection.key === queryKey ? selection.ids : NO_SELECTION;
  const select = (ids: ReadonlySet<string>) => setSelection({ key: queryKey, ids });
  const actions = useArticleActions(notify, () => select(NO_SELECTION));

  // after deleting the last rows of the last page, step back to the page that still exists
  const lastPage = data ? Math.max(1, Math.ceil(data.total / size)) : page;
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) update({ page: lastPage });
  }, [data, page, lastPage, update]);

  const onSearch = useCallback((value: string) => update({ search: value }), [update]);
  const onSort = useCallback((value: ArticleSort) => update({ sort: value }), [update]);

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
        <ExportButton filters={{ search, sort, status }} notify={notify} />
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
      <Card>
        <StatusTabs
          value={state.status}
          counts={data?.counts}
          onChange={(value) => update({ status: value })}
        />
        <Stack sx={{ p: 2.5, pb: 0 }}>
          <BlogToolbar search={search} sort={sort} onSearch={onSearch} onSort={onSort} />
        </Stack>
        {selected.size > 0 && (
          <BulkBar
            count={selected.size}
            isBusy={actions.isBusy}
            onAction={(action) => actions.onBulk(action, [...selected])}
          />
        )}
        {isError && !data ? (
          <StateMessage
            role="alert"
            title={t('states.error')}
            onRetry={() => void refetch()}
            retryLabel={t('states.retry')}
          />
        ) : data && data.items.length === 0 ? (
          <StateMessage
            role="status"
            title={search ? t('states.noResults', { search }) : t('states.empty')}
          />
        ) : (
          <ArticlesTable
            items={isPending ? undefined : data?.items}
            rowsWhileLoading={Math.min(size, 10)}
            selected={selected}
            onSelect={select}
            onDelete={actions.onDeleteOne}
          />
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={data ? Math.min(page, lastPage) - 1 : 0}
          rowsPerPage={size}
          rowsPerPageOptions={[...MANAGEMENT_PAGE_SIZES]}
          labelRowsPerPage={t('management.rowsPerPage')}
          onPageChange={(_event, next) => update({ page: next + 1 })}
          onRowsPerPageChange={(event) => update({ size: Number(event.target.value) })}
        />
      </Card>
      <DeleteConfirm actions={actions} />
      {notice}
    </>
  );
}
