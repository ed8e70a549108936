import type { KanbanCard } from '@keeling/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthContext } from '../../../auth/auth-context';
import { SelectField } from '../../../components/select-field';
import { StateMessage } from '../../../components/state-message';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { APP_NAME } from '../../../config/app-name';
import { useLiveEvents } from '../../../lib/live-events';
import { useTranslation } from '../../../locales/use-translation';
import { kanbanKeys, useBoard, useBoards, useMoveCard } from '../api/board';
import { CardItem, moveButtonId } from '../components/card-item';
import { cardsOf, type MoveTarget, moveTargets } from '../utils/move-targets';

/**
 * The team board (issue 31): columns of cards, each card movable through its "Move to…" menu;
 * each move is announced in the page's live region in the user's language, focus stays on the
 * moved card, and another person's move appears through the live stream without a reload.
 */
export default function KanbanPage() {
  const { t } = useTranslation('kanban');
  const { user } = useAuthContext();
  const canMove = user?.role === 'admin' || user?.role === 'editor';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const boards = useBoards();
  const boardId = params.get('board') ?? boards.data?.items[0]?.id;
  const board = useBoard(boardId);
  const move = useMoveCard(boardId ?? '');
  const [announcement, setAnnouncement] = useState('');

  useLiveEvents({
    onChange: (change) => {
      if (change.kind === 'kanban.board')
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      if (boardId && change.topic === `board:${boardId}`)
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.board(boardId) });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });

  const onMove = useCallback(
    (card: KanbanCard, target: MoveTarget) => {
      const details = board.data;
      if (!details) return;
      const from = details.columns.find((column) => column.id === card.columnId);
      const fromPosition = cardsOf(details, card.columnId).findIndex((c) => c.id === card.id) + 1;
      move.mutate(
        { id: card.id, columnId: target.columnId, afterId: target.afterId, version: card.version },
        {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: kanbanKeys.board(details.board.id) });
            setAnnouncement(
              t('announce.moved', {
                card: card.title,
                from: from?.name ?? '',
                fromPosition,
                to: target.columnName,
                toPosition: target.position,
              }),
            );
            document.getElementById(moveButtonId(card.id))?.focus();
          },
          onError: () => setAnnouncement(t('announce.failed', { card: card.title })),
        },
      );
    },
    [board.data, move, queryClient, t],
  );

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {board.data?.board.title ?? t('title')}
        </Typography>
        {(boards.data?.items.length ?? 0) > 1 && (
          <SelectField
            size="small"
            label={t('boardLabel')}
            value={boardId ?? ''}
            onChange={(event) => setParams({ board: event.target.value })}
          >
            {boards.data?.items.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.title}
              </MenuItem>
            ))}
          </SelectField>
        )}
      </Stack>
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN} data-testid="kanban-announcer">
        {announcement}
      </Box>
      {boards.isError || board.isError ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void (boards.isError ? boards.refetch() : board.refetch())}
          retryLabel={t('states.retry')}
        />
      ) : boards.data && boards.data.items.length === 0 ? (
        <StateMessage role="status" title={t('states.empty')} />
      ) : !board.data ? (
        <StateMessage role="status" title={t('states.loading')} />
      ) : (
        <Stack
          direction="row"
          spacing={2}
          sx={{ overflowX: 'auto', alignItems: 'flex-start', pb: 2 }}
        >
          {board.data.columns.map((column) => {
            const cards = cardsOf(board.data, column.id);
            const details = board.data;
            return (
              <Card
                key={column.id}
                component="section"
                aria-labelledby={`kanban-column-${column.id}`}
                sx={{
                  p: 2,
                  minWidth: 280,
                  maxWidth: 320,
                  flexShrink: 0,
                  bgcolor: 'background.neutral',
                }}
              >
                <Typography id={`kanban-column-${column.id}`} variant="h6" component="h2">
                  {column.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('column.cards', { count: cards.length })}
                </Typography>
                <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, mt: 2 }}>
                  {cards.map((card) => (
                    <CardItem
                      key={card.id}
                      card={card}
                      targets={moveTargets(details, card)}
                      canMove={canMove}
                      onMove={onMove}
                    />
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
