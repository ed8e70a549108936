import type { User } from '@keeling/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: User | null;
  onClose: () => void;
  onDeleted: (user: User) => void;
}

/** Asks before deleting an account; a refusal (the last admin, oneself) is shown translated. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(user)}
      title={t('delete.title')}
      text={t('delete.text', { name: user?.displayName ?? '', email: user?.email ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      isBusy={remove.isPending}
      error={remove.isError ? errorMessage(t, remove.error) : null}
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(user);
          },
        });
      }}
    />
  );
}
