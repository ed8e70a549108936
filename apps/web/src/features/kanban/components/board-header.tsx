import type { KanbanBoard } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { PlusIcon } from '../../../components/icons/action-icons';
import { useTranslation } from '../../../locales/use-translation';
import { BoardSelect } from './lazy-parts';

export type BoardAction = 'newBoard' | 'editBoard' | 'deleteBoard' | 'newColumn' | 'archive';

interface BoardHeaderProps {
  boards: KanbanBoard[];
  board: KanbanBoard | undefined;
  canManage: boolean;
  onSelect: (id: string) => void;
  onAction: (action: BoardAction) => void;
}

/** The board's title, the choice of board, and what can be done to the board as a whole. */
export function BoardHeader({ boards, board, canManage, onSelect, onAction }: BoardHeaderProps) {
  const { t } = useTranslation('kanban');
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {board?.title ?? t('title')}
        </Typography>
        {board?.membersOnly && <Chip variant="outlined" label={t('board.membersOnly')} />}
        {boards.length > 1 && (
          <Suspense fallback={<Box sx={{ minWidth: 160, height: 40 }} />}>
            <BoardSelect boards={boards} value={board?.id ?? ''} onSelect={onSelect} />
          </Suspense>
        )}
        {canManage && (
          <Button variant="contained" startIcon={<PlusIcon />} onClick={() => onAction('newBoard')}>
            {t('board.new')}
          </Button>
        )}
      </Stack>
      {board && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canManage && (
            <>
              <Button variant="outlined" onClick={() => onAction('newColumn')}>
                {t('column.add')}
              </Button>
              <Button variant="outlined" onClick={() => onAction('editBoard')}>
                {t('board.edit')}
              </Button>
            </>
          )}
          <Button variant="outlined" onClick={() => onAction('archive')}>
            {t('archive.open')}
          </Button>
          {canManage && (
            <Button variant="outlined" color="error" onClick={() => onAction('deleteBoard')}>
              {t('board.delete')}
            </Button>
          )}
        </Stack>
      )}
      {board?.description && (
        <Typography variant="body2" color="text.secondary">
          {board.description}
        </Typography>
      )}
    </Stack>
  );
}
