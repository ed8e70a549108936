import type { KanbanCard } from '@keeling/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { StateMessage } from '../../../components/state-message';
import { useTranslation } from '../../../locales/use-translation';
import { useArchivedCards } from '../api/board';

interface ArchivedDialogProps {
  boardId: string;
  open: boolean;
  canRestore: boolean;
  onRestore: (card: KanbanCard) => void;
  onClose: () => void;
}

/** The board's archived cards, each with a "Restore" for editors and admins. */
export function ArchivedDialog({
  boardId,
  open,
  canRestore,
  onRestore,
  onClose,
}: ArchivedDialogProps) {
  const { t } = useTranslation('kanban');
  const titleId = useId();
  const archived = useArchivedCards(boardId, open);
  const items = archived.data?.items ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('archive.title')}</DialogTitle>
      <DialogContent>
        {archived.isError ? (
          <StateMessage
            role="alert"
            title={t('states.error')}
            onRetry={() => void archived.refetch()}
            retryLabel={t('states.retry')}
          />
        ) : !archived.data ? (
          <StateMessage role="status" title={t('states.loading')} />
        ) : items.length === 0 ? (
          <StateMessage role="status" title={t('archive.empty')} />
        ) : (
          <List aria-labelledby={titleId}>
            {items.map((card) => (
              <ListItem
                key={card.id}
                divider
                secondaryAction={
                  canRestore && (
                    <Button
                      size="small"
                      onClick={() => onRestore(card)}
                      aria-label={t('archive.restoreCard', { card: card.title })}
                    >
                      {t('archive.restore')}
                    </Button>
                  )
                }
              >
                <ListItemText primary={card.title} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('archive.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
