import type { ArticleBulkBody, ArticleListItem } from '@keeling/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useBulkArticles } from '../api/bulk-articles';
import { useDeleteArticle } from '../api/delete-article';

/** What the delete dialog is about: the selected rows, or one row's delete button. */
export type PendingDelete = { ids: string[]; title?: string } | null;

/** Bulk publish/unpublish/delete and per-row delete, with the confirm step for deletes. */
export function useArticleActions(
  notify: (message: string, isError?: boolean) => void,
  onDone: () => void,
) {
  const { t } = useTranslation('blog');
  const bulk = useBulkArticles();
  const remove = useDeleteArticle();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const runBulk = (action: ArticleBulkBody['action'], ids: string[]) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: ({ affected }) => {
          const key = action === 'delete' ? 'management.bulk.deleted' : 'management.bulk.done';
          notify(t(key, { count: affected }));
          setPendingDelete(null);
          onDone();
        },
        onError: (error) => notify(errorMessage(t, error), true),
      },
    );

  const onBulk = (action: ArticleBulkBody['action'], ids: string[]) => {
    if (action === 'delete') setPendingDelete({ ids });
    else runBulk(action, ids);
  };

  const onDeleteOne = (article: ArticleListItem) =>
    setPendingDelete({ ids: [article.id], title: article.title });

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const [id] = pendingDelete.ids;
    if (pendingDelete.title && id) {
      remove.mutate(id, {
        onSuccess: () => {
          notify(t('management.row.deleted'));
          setPendingDelete(null);
          onDone();
        },
        onError: (error) => notify(errorMessage(t, error), true),
      });
    } else {
      runBulk('delete', pendingDelete.ids);
    }
  };

  return {
    onBulk,
    onDeleteOne,
    pendingDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
    isBusy: bulk.isPending || remove.isPending,
  };
}
