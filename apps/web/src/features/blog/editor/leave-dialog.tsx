import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../locales/use-translation';

/** Shown when an in-app link would leave unsaved changes behind. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('blog');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.unsaved')}
      text={t('editor.leave')}
      confirmLabel={t('editor.leaveAnyway')}
      cancelLabel={t('editor.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
