import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../locales/use-translation';
import type { useArticleActions } from './use-article-actions';

/** The delete confirmation for one row or for the selected rows. */
export function DeleteConfirm({ actions }: { actions: ReturnType<typeof useArticleActions> }) {
  const { t } = useTranslation('blog');
  const pending = actions.pendingDelete;
  const isOne = Boolean(pending?.title);
  return (
    <ConfirmDialog
      open={Boolean(pending)}
      title={isOne ? t('management.confirm.oneTitle') : t('management.confirm.title')}
      text={
        isOne
          ? t('management.confirm.oneText', { title: pending?.title })
          : t('management.confirm.bulkText', { count: pending?.ids.length ?? 0 })
      }
      confirmLabel={t('management.confirm.delete')}
      cancelLabel={t('management.confirm.cancel')}
      isBusy={actions.isBusy}
      onConfirm={actions.confirmDelete}
      onClose={actions.cancelDelete}
    />
  );
}
