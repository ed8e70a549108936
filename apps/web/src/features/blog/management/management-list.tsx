import type { ArticleSort } from '@keeling/contract';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { StateMessage } from '../../../components/state-message';
import { useTranslation } from '../../../locales/use-translation';
import { useArticles } from '../api/get-articles';
import { BlogToolbar } from '../components/blog-toolbar';
import { useUrlListState } from '../hooks/use-url-list-state';
import {
  MANAGEMENT_PAGE_SIZES,
  managementListQuery,
  parseManagementListState,
} from '../utils/list-url-state';
import { ArticlesTable } from './articles-table';
import { BulkBar } from './bulk-bar';
import { DeleteConfirm } from './delete-confirm';
import { StatusTabs } from './status-tabs';
import { useArticleActions } from './use-article-actions';

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * The management page's list (status tabs, toolbar, bulk bar, table, paging, delete
 * confirmation): the page's lazy part, its request started by the page's loader.
 */
export function ManagementList({
  notify,
}: {
  notify: (message: string, isError?: boolean) => void;
}) {
  const { t } = useTranslation('blog');
  const [state, update] = useUrlListState(parseManagementListState);
  const { page, size, search, sort } = state;
  const query = useMemo(() => managementListQuery(state), [state]);
  const { data, isPending, isError, refetch } = useArticles(query);

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

  return (
    <>
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
    </>
  );
}
