import type { ArticleSort } from '@keeling/contract';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ServerTable } from '../../../components/server-table/server-table';
import { StateMessage } from '../../../components/state-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useArticles } from '../api/get-articles';
import { BlogToolbar } from '../components/blog-toolbar';
import { useUrlListState } from '../hooks/use-url-list-state';
import {
  MANAGEMENT_PAGE_SIZES,
  managementListQuery,
  parseManagementListState,
} from '../utils/list-url-state';
import { articleColumns } from './article-columns';
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
  const { data, isPending, isFetching, isError, refetch } = useArticles(query);
  const format = useLocaleFormat();

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

  const items = isPending ? undefined : data?.items;
  const columns = articleColumns({
    t,
    format,
    ids: items?.map((article) => article.id) ?? [],
    selected,
    onSelect: select,
    onDelete: actions.onDeleteOne,
  });

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
        <ServerTable
          label={t('management.heading')}
          columns={columns}
          rows={items}
          rowKey={(article) => article.id}
          isRowSelected={(article) => selected.has(article.id)}
          isFetching={isFetching}
          rowsWhileLoading={Math.min(size, 10)}
          minWidth={{ sm: 860 }}
          paging={{
            total: data?.total ?? 0,
            page,
            size,
            sizes: MANAGEMENT_PAGE_SIZES,
            onPage: (next) => update({ page: next }),
            onSize: (next) => update({ size: next }),
            labelRowsPerPage: t('management.rowsPerPage'),
          }}
          replacement={
            isError && !data ? (
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
            ) : undefined
          }
        />
      </Card>
      <DeleteConfirm actions={actions} />
    </>
  );
}
