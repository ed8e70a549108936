import type { ArticleSort } from '@keeling/contract/constants';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { prefetchArticles, useArticles } from '../api/get-articles';
import { ArticleGrid, ArticleGridSkeleton } from '../components/article-grid';
import { BlogToolbar } from '../components/blog-toolbar';
import { useUrlListState } from '../hooks/use-url-list-state';
import { BLOG_PAGE_SIZE, blogListQuery, parseBlogListState } from '../utils/list-url-state';

/** Under the cards, once the list has answered: MUI's Pagination loads after the first paint. */
const Pagination = lazy(() => retryImport(() => import('@mui/material/Pagination')));

/** Starts the list request while the route resolves; never waits for it. */
export function loader({ request }: LoaderFunctionArgs) {
  const state = parseBlogListState(new URL(request.url).searchParams);
  prefetchArticles(blogListQuery(state));
  return null;
}

/** /dashboard/blog: published articles, searched, sorted and paged by the server. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const [state, update] = useUrlListState(parseBlogListState);
  const { page, search, sort } = state;
  const { data, isError, refetch, isPlaceholderData: isStale } = useArticles(blogListQuery(state));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / BLOG_PAGE_SIZE)) : 0;

  const onSearch = useCallback((value: string) => update({ search: value }), [update]);
  const onSort = useCallback((value: ArticleSort) => update({ sort: value }), [update]);

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {t('heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subheading')}</Typography>
      </Stack>
      <BlogToolbar search={search} sort={sort} onSearch={onSearch} onSort={onSort} />
      {search && data && data.total > 0 && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('states.results', { count: data.total })}
        </Typography>
      )}

      {!data && !isError && <ArticleGridSkeleton label={t('states.loading')} />}
      {isError && !data && (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      )}
      {data && data.items.length === 0 && (
        <StateMessage
          role="status"
          title={search ? t('states.noResults', { search }) : t('states.empty')}
          text={search ? t('states.noResultsText') : t('states.emptyText')}
        />
      )}
      {data && data.items.length > 0 && (
        <ArticleGrid items={data.items} stale={isStale}>
          {pageCount > 1 && (
            <Suspense fallback={null}>
              <Pagination
                count={pageCount}
                page={Math.min(page, pageCount)}
                onChange={(_event, value) => {
                  update({ page: value });
                  // the next page starts at the top, not where the pagination was
                  window.scrollTo({ top: 0 });
                }}
                aria-label={t('pagination')}
                sx={{ mt: { xs: 5, md: 8 }, '& .MuiPagination-ul': { justifyContent: 'center' } }}
              />
            </Suspense>
          )}
        </ArticleGrid>
      )}
    </>
  );
}
