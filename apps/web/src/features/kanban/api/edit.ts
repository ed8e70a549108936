import {
  API,
  apiPath,
  type KanbanBoardCreate,
  type KanbanBoardUpdate,
  type KanbanCardCreate,
  type KanbanCardUpdate,
  type KanbanColumnMove,
  type KanbanColumnUpdate,
  kanbanBoardResponseSchema,
  kanbanCardResponseSchema,
  kanbanColumnResponseSchema,
  okResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson, patchJson, postJson } from '../../../lib/http';
import { kanbanKeys } from './board';

/** A change of the board or of what is on it: the boards and that board are read again after. */
function useKanbanChange<V, R>(boardId: string | undefined, send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: kanbanKeys.boards() });
      if (boardId) {
        await queryClient.invalidateQueries({ queryKey: kanbanKeys.board(boardId) });
        await queryClient.invalidateQueries({ queryKey: kanbanKeys.archived(boardId) });
      }
    },
  });
}

export const useCreateBoard = () =>
  useKanbanChange(undefined, (body: KanbanBoardCreate) =>
    postJson(API.kanban.boardCreate, body, kanbanBoardResponseSchema),
  );

export const useUpdateBoard = (id: string) =>
  useKanbanChange(id, (body: KanbanBoardUpdate) =>
    patchJson(apiPath(API.kanban.board, { id }), body, kanbanBoardResponseSchema),
  );

export const useDeleteBoard = (id: string) =>
  useKanbanChange(undefined, () => deleteJson(apiPath(API.kanban.board, { id }), okResponseSchema));

export const useAddColumn = (boardId: string) =>
  useKanbanChange(boardId, (body: { name: string }) =>
    postJson(apiPath(API.kanban.columns, { id: boardId }), body, kanbanColumnResponseSchema),
  );

export const useRenameColumn = (boardId: string) =>
  useKanbanChange(boardId, ({ id, ...body }: KanbanColumnUpdate & { id: string }) =>
    patchJson(apiPath(API.kanban.column, { id }), body, kanbanColumnResponseSchema),
  );

export const useMoveColumn = (boardId: string) =>
  useKanbanChange(boardId, ({ id, ...body }: KanbanColumnMove & { id: string }) =>
    postJson(apiPath(API.kanban.columnMove, { id }), body, kanbanColumnResponseSchema),
  );

/** Deletes a column; its cards go to the end of `cardsTo`, or are archived (null). */
export const useDeleteColumn = (boardId: string) =>
  useKanbanChange(boardId, ({ id, cardsTo }: { id: string; cardsTo: string | null }) =>
    deleteJson(
      `${apiPath(API.kanban.column, { id })}${cardsTo ? `?cardsTo=${encodeURIComponent(cardsTo)}` : ''}`,
      okResponseSchema,
    ),
  );

export const useAddCard = (boardId: string) =>
  useKanbanChange(boardId, ({ columnId, ...body }: KanbanCardCreate & { columnId: string }) =>
    postJson(apiPath(API.kanban.cards, { id: columnId }), body, kanbanCardResponseSchema),
  );

/** Edits, archives (`archived: true`) or restores a card. */
export const useUpdateCard = (boardId: string) =>
  useKanbanChange(boardId, ({ id, ...body }: KanbanCardUpdate & { id: string }) =>
    patchJson(apiPath(API.kanban.card, { id }), body, kanbanCardResponseSchema),
  );
