import type { KanbanCard, KanbanColumn } from '@keeling/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useAuthContext } from '../../../auth/auth-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadOnOpen } from '../../../components/load-on-open';
import { StateMessage } from '../../../components/state-message';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { APP_NAME } from '../../../config/app-name';
import { errorMessage } from '../../../lib/error-message';
import { useLiveChanges } from '../../../lib/live-events';
import { useUrlState } from '../../../lib/use-url-state';
import { useTranslation } from '../../../locales/use-translation';
import { kanbanKeys, useBoard, useBoards, useMoveCard, usePeople } from '../api/board';
import {
  useAddCard,
  useAddColumn,
  useCreateBoard,
  useDeleteBoard,
  useDeleteColumn,
  useMoveColumn,
  useRenameColumn,
  useUpdateBoard,
  useUpdateCard,
} from '../api/edit';
import { BoardColumn } from '../components/board-column';
import { type BoardAction, BoardHeader } from '../components/board-header';
import { moveButtonId } from '../components/card-item';
import { type ColumnAction, columnMenuId } from '../components/column-menu';
import { DragNodes, dragHandleId } from '../components/drag-nodes';
import {
  ArchivedDialog,
  BoardDialog,
  BoardDnd,
  CardDialog,
  CommentsDialog,
  DeleteColumnDialog,
  FilterBar,
  NameDialog,
} from '../components/lazy-parts';
import { type Arrangement, cardsIn, type DropPlace } from '../utils/arrangement';
import {
  filterCards,
  isFiltered,
  localDay,
  parseBoardFilters,
  serializeBoardFilters,
} from '../utils/board-filters';
import { cardsOf, type MoveTarget } from '../utils/move-targets';

type Open =
  | { kind: BoardAction }
  | { kind: 'renameColumn' | 'deleteColumn'; column: KanbanColumn }
  | { kind: 'newCard'; column: KanbanColumn }
  | { kind: 'editCard'; card: KanbanCard }
  | { kind: 'comments'; card: KanbanCard }
  | null;

/**
 * The team board (issue 31): boards, columns and cards made and changed in the page; each card
 * movable through its "Move to…" menu; each move is announced in the page's live region in the
 * user's language, focus stays on the moved card, and another person's change appears through
 * the live stream without a reload.
 */
export default function KanbanPage() {
  const { t } = useTranslation('kanban');
  const { user } = useAuthContext();
  const canManage = user?.role === 'admin' || user?.role === 'editor';
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlState(parseBoardFilters, serializeBoardFilters);
  const boards = useBoards();
  const boardId = filters.board ?? boards.data?.items[0]?.id;
  const board = useBoard(boardId);
  const full = board.data;
  // the cards that pass the URL's filters: moves place them among the cards shown
  const details = useMemo(
    () =>
      full && isFiltered(filters)
        ? { ...full, cards: filterCards(full.cards, filters, localDay(new Date())) }
        : full,
    [full, filters],
  );
  const id = boardId ?? '';
  const people = usePeople();
  const move = useMoveCard(id);
  const createBoard = useCreateBoard();
  const updateBoard = useUpdateBoard(id);
  const deleteBoard = useDeleteBoard(id);
  const addColumn = useAddColumn(id);
  const renameColumn = useRenameColumn(id);
  const moveColumn = useMoveColumn(id);
  const deleteColumn = useDeleteColumn(id);
  const addCard = useAddCard(id);
  const updateCard = useUpdateCard(id);
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const [arrangement, setArrangement] = useState<Arrangement | null>(null);
  const [nodes] = useState(() => new DragNodes());
  const close = () => setOpen(null);
  const names = useMemo(
    () => new Map((people.data?.items ?? []).map((person) => [person.id, person.name])),
    [people.data],
  );

  useLiveChanges({
    onChange: (change) => {
      if (change.kind === 'kanban.board')
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      if (change.kind === 'kanban.comment')
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.comments(change.entityId) });
      if (boardId && change.topic === `board:${boardId}`) {
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.board(boardId) });
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.archived(boardId) });
      }
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });

  /** Saves one card's move (menu or drop), announces it and puts focus back on `focusId`. */
  const saveMove = useCallback(
    (card: KanbanCard, place: DropPlace, focusId: string) => {
      if (!details) return;
      const from = details.columns.find((column) => column.id === card.columnId);
      const to = details.columns.find((column) => column.id === place.columnId);
      const fromPosition = cardsOf(details, card.columnId).findIndex((c) => c.id === card.id) + 1;
      move.mutate(
        { id: card.id, columnId: place.columnId, afterId: place.afterId, version: card.version },
        {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: kanbanKeys.board(details.board.id) });
            setArrangement(null);
            setAnnouncement(
              t('announce.moved', {
                card: card.title,
                from: from?.name ?? '',
                fromPosition,
                to: to?.name ?? '',
                toPosition: place.position,
              }),
            );
            document.getElementById(focusId)?.focus();
          },
          onError: () => {
            setArrangement(null);
            setAnnouncement(t('announce.failed', { card: card.title }));
          },
        },
      );
    },
    [details, move, queryClient, t],
  );
  const onMove = useCallback(
    (card: KanbanCard, target: MoveTarget) => saveMove(card, target, moveButtonId(card.id)),
    [saveMove],
  );

  const onColumnAction = (column: KanbanColumn, action: ColumnAction) => {
    const columns = board.data?.columns ?? [];
    const index = columns.findIndex((c) => c.id === column.id);
    if (action === 'rename' || action === 'delete') {
      setOpen({ kind: action === 'rename' ? 'renameColumn' : 'deleteColumn', column });
      return;
    }
    // after the column two places before (towards the start), or the next one (the end)
    const afterId = action === 'left' ? (columns[index - 2]?.id ?? null) : columns[index + 1]?.id;
    if (afterId === undefined) return;
    moveColumn.mutate(
      { id: column.id, afterId, version: column.version },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: kanbanKeys.board(id) });
          setAnnouncement(
            t('announce.columnMoved', {
              column: column.name,
              position: action === 'left' ? index : index + 2,
            }),
          );
          document.getElementById(columnMenuId(column.id))?.focus();
        },
        onError: () => setAnnouncement(t('announce.columnFailed', { column: column.name })),
      },
    );
  };

  const archive = async (card: KanbanCard, archived: boolean) => {
    try {
      await updateCard.mutateAsync({ id: card.id, version: card.version, archived });
      setAnnouncement(
        t(archived ? 'announce.archived' : 'announce.restored', { card: card.title }),
      );
    } catch (error) {
      setAnnouncement(errorMessage(t, error));
    }
  };

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <BoardHeader
        boards={boards.data?.items ?? []}
        board={details?.board}
        canManage={canManage}
        onSelect={(next) => setFilters({ board: next, label: [] })}
        onAction={(kind) => setOpen({ kind })}
      />
      {full && (
        <Suspense fallback={<Box sx={{ mb: 3, minHeight: 40 }} />}>
          <FilterBar
            filters={filters}
            people={people.data?.items ?? []}
            labels={full.board.labels}
            shown={details?.cards.length ?? 0}
            total={full.cards.length}
            onChange={setFilters}
          />
        </Suspense>
      )}
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
      ) : !details ? (
        <StateMessage role="status" title={t('states.loading')} />
      ) : details.columns.length === 0 ? (
        <StateMessage role="status" title={t('states.noColumns')} />
      ) : (
        <>
          <Stack
            direction="row"
            spacing={2}
            sx={{ overflowX: 'auto', alignItems: 'flex-start', pb: 2 }}
          >
            {details.columns.map((column, index) => (
              <BoardColumn
                key={column.id}
                details={details}
                column={column}
                cards={cardsIn(details, arrangement, column.id)}
                index={index}
                names={names}
                canManage={canManage}
                nodes={nodes}
                onMove={onMove}
                onEdit={(card) => setOpen({ kind: 'editCard', card })}
                onComments={(card) => setOpen({ kind: 'comments', card })}
                onAddCard={(target) => setOpen({ kind: 'newCard', column: target })}
                onColumnAction={onColumnAction}
              />
            ))}
          </Stack>
          {canManage && (
            <LoadOnOpen open>
              <BoardDnd
                details={details}
                arrangement={arrangement}
                nodes={nodes}
                onArrange={setArrangement}
                onDrop={(card, place) => saveMove(card, place, dragHandleId(card.id))}
              />
            </LoadOnOpen>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {(open?.kind === 'newBoard' || (open?.kind === 'editBoard' && details)) && (
          <BoardDialog
            people={people.data?.items ?? []}
            board={open.kind === 'editBoard' ? (details?.board ?? null) : null}
            onClose={close}
            onSave={async (values) => {
              if (open.kind === 'editBoard' && details) {
                await updateBoard.mutateAsync({ ...values, version: details.board.version });
                return;
              }
              const { board: created } = await createBoard.mutateAsync({
                ...values,
                columns: [
                  t('column.defaults.todo'),
                  t('column.defaults.doing'),
                  t('column.defaults.done'),
                ],
              });
              setFilters({ board: created.id, assignee: [], label: [], due: undefined });
            }}
          />
        )}
        {details && (
          <ConfirmDialog
            open={open?.kind === 'deleteBoard'}
            title={t('board.deleteTitle', { board: details.board.title })}
            text={t('board.deleteText')}
            confirmLabel={t('board.deleteConfirm')}
            cancelLabel={t('form.cancel')}
            isBusy={deleteBoard.isPending}
            error={deleteBoard.error ? errorMessage(t, deleteBoard.error) : null}
            onClose={close}
            onConfirm={() =>
              deleteBoard.mutate(undefined, {
                onSuccess: () => {
                  close();
                  setFilters({ board: undefined, label: [] });
                  setAnnouncement(t('announce.boardDeleted', { board: details.board.title }));
                },
              })
            }
          />
        )}
        {open?.kind === 'newColumn' && (
          <NameDialog
            title={t('column.newTitle')}
            submitLabel={t('form.create')}
            name=""
            onClose={close}
            onSave={(name) => addColumn.mutateAsync({ name })}
          />
        )}
        {open?.kind === 'renameColumn' && (
          <NameDialog
            title={t('column.renameTitle', { column: open.column.name })}
            submitLabel={t('form.save')}
            name={open.column.name}
            onClose={close}
            onSave={(name) =>
              renameColumn.mutateAsync({ id: open.column.id, name, version: open.column.version })
            }
          />
        )}
      </Suspense>
      {details && (
        <LoadOnOpen open={open?.kind === 'deleteColumn'}>
          <DeleteColumnDialog
            key={open?.kind === 'deleteColumn' ? open.column.id : 'none'}
            column={open?.kind === 'deleteColumn' ? open.column : null}
            columns={details.columns}
            cardCount={
              open?.kind === 'deleteColumn' && full ? cardsOf(full, open.column.id).length : 0
            }
            isBusy={deleteColumn.isPending}
            error={deleteColumn.error ? errorMessage(t, deleteColumn.error) : null}
            onClose={close}
            onConfirm={(column, cardsTo) =>
              deleteColumn.mutate({ id: column.id, cardsTo }, { onSuccess: close })
            }
          />
        </LoadOnOpen>
      )}
      <Suspense fallback={null}>
        {details && (open?.kind === 'newCard' || open?.kind === 'editCard') && (
          <CardDialog
            board={details.board}
            card={open.kind === 'editCard' ? open.card : null}
            people={people.data?.items ?? []}
            onClose={close}
            onSave={(values) =>
              open.kind === 'editCard'
                ? updateCard.mutateAsync({
                    id: open.card.id,
                    version: open.card.version,
                    ...values,
                  })
                : addCard.mutateAsync({ columnId: open.column.id, ...values })
            }
            onArchive={
              open.kind === 'editCard'
                ? () => {
                    close();
                    void archive(open.card, true);
                  }
                : undefined
            }
          />
        )}
        {open?.kind === 'comments' && <CommentsDialog card={open.card} onClose={close} />}
      </Suspense>
      {details && (
        <LoadOnOpen open={open?.kind === 'archive'}>
          <ArchivedDialog
            boardId={details.board.id}
            open={open?.kind === 'archive'}
            canRestore={canManage}
            onRestore={(card) => void archive(card, false)}
            onClose={close}
          />
        </LoadOnOpen>
      )}
    </Box>
  );
}
