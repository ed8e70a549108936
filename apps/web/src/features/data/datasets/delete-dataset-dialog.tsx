import type { Dataset } from '@keeling/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteDataset } from '../api/delete-dataset';

interface DeleteDatasetDialogProps {
  dataset: Dataset | null;
  onClose: () => void;
  onDeleted: (dataset: Dataset) => void;
}

/** Asks before deleting a data set; a refusal (charts still use it) is shown translated. */
export function DeleteDatasetDialog({ dataset, onClose, onDeleted }: DeleteDatasetDialogProps) {
  const { t } = useTranslation('data');
  const remove = useDeleteDataset();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={dataset !== null}
      title={t('datasets.deleteTitle')}
      text={t('datasets.deleteText', { name: dataset?.name ?? '' })}
      confirmLabel={t('datasets.delete')}
      cancelLabel={t('actions.cancel')}
      isBusy={remove.isPending}
      error={remove.error ? errorMessage(t, remove.error) : null}
      onConfirm={() =>
        dataset &&
        remove.mutate(dataset.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(dataset);
          },
        })
      }
      onClose={close}
    />
  );
}
