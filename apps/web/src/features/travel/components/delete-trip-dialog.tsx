import type { Trip } from '@keeling/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteTrip } from '../api/delete-trip';

interface DeleteTripDialogProps {
  trip: Trip | null;
  onClose: () => void;
  onDeleted: (trip: Trip) => void;
}

/** Asks before deleting a trip; a refusal is shown in the dialog, translated by its code. */
export function DeleteTripDialog({ trip, onClose, onDeleted }: DeleteTripDialogProps) {
  const { t } = useTranslation('travel');
  const remove = useDeleteTrip();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(trip)}
      title={t('delete.title')}
      text={t('delete.text', { title: trip?.title ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      isBusy={remove.isPending}
      error={remove.isError ? errorMessage(t, remove.error) : null}
      onClose={close}
      onConfirm={() => {
        if (!trip) return;
        remove.mutate(trip.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(trip);
          },
        });
      }}
    />
  );
}
