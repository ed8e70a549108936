import {
  API,
  apiPath,
  type KanbanBoardDetails,
  type KanbanCardMove,
  kanbanArchivedCardsResponseSchema,
  kanbanBoardDetailsResponseSchema,
  kanbanBoardListResponseSchema,
  kanbanCardResponseSchema,
  kanbanCommentListResponseSchema,
  kanbanCommentResponseSchema,
  kanbanPeopleResponseSchema,
} from '@keeling/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/http';

/** One key tree for the boards: a live event refetches one board, a reset all of them. */
export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: () => [...kanbanKeys.all, 'boards'] as const,
  board: (id: string) => [...kanbanKeys.all, 'board', id] as const,
  archived: (id: string) => [...kanbanKeys.all, 'archived', id] as const,
  people: () => [...kanbanKeys.all, 'people'] as const,
  comments: (cardId: string) => [...kanbanKeys.all, 'comments', cardId] as const,
};

export function useBoards() {
  return useQuery(
    queryOptions({
      queryKey: kanbanKeys.boards(),
      queryFn: ({ signal }) =>
        getJson(API.kanban.boards, kanbanBoardListResponseSchema, { signal }),
    }),
  );
}

export function useBoard(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: kanbanKeys.board(id ?? ''),
      queryFn: ({ signal }): Promise<KanbanBoardDetails> =>
        getJson(apiPath(API.kanban.board, { id: id ?? '' }), kanbanBoardDetailsResponseSchema, {
          signal,
        }),
      enabled: id !== undefined,
    }),
  );
}

/** POST /api/kanban/cards/:id/move: saves that card only; the board is read again after. */
export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: KanbanCardMove & { id: string }) =>
      postJson(apiPath(API.kanban.cardMove, { id }), body, kanbanCardResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(boardId) }),
  });
}

/** The board's archived cards, read when the archive is opened. */
export function useArchivedCards(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: kanbanKeys.archived(id),
      queryFn: ({ signal }) =>
        getJson(apiPath(API.kanban.archived, { id }), kanbanArchivedCardsResponseSchema, {
          signal,
        }),
      enabled,
    }),
  );
}

/** The members a card can be assigned to (their names also show on the cards). */
export function usePeople() {
  return useQuery(
    queryOptions({
      queryKey: kanbanKeys.people(),
      queryFn: ({ signal }) => getJson(API.kanban.people, kanbanPeopleResponseSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** A card's comments, oldest first (read again on a `kanban.comment` event for that card). */
export function useComments(cardId: string) {
  return useQuery(
    queryOptions({
      queryKey: kanbanKeys.comments(cardId),
      queryFn: ({ signal }) =>
        getJson(apiPath(API.kanban.comments, { id: cardId }), kanbanCommentListResponseSchema, {
          signal,
        }),
    }),
  );
}

/** POST a comment (any member): the card's comments are read again after. */
export function useAddComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      postJson(apiPath(API.kanban.comments, { id: cardId }), { body }, kanbanCommentResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.comments(cardId) }),
  });
}
