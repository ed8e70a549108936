import {
  API,
  kanbanArchivedCardsResponseSchema,
  kanbanBoardCreateSchema,
  kanbanBoardDetailsResponseSchema,
  kanbanBoardListResponseSchema,
  kanbanBoardResponseSchema,
  kanbanBoardUpdateSchema,
  kanbanCardCreateSchema,
  kanbanCardMoveSchema,
  kanbanCardResponseSchema,
  kanbanCardUpdateSchema,
  kanbanColumnCreateSchema,
  kanbanColumnDeleteQuerySchema,
  kanbanColumnMoveSchema,
  kanbanColumnResponseSchema,
  kanbanColumnUpdateSchema,
  kanbanCommentCreateSchema,
  kanbanCommentListResponseSchema,
  kanbanCommentResponseSchema,
  kanbanConflictResponseSchema,
  kanbanIdParamsSchema,
  kanbanMyCardsQuerySchema,
  kanbanMyCardsResponseSchema,
  kanbanPeopleResponseSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponse, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { KanbanService } from './service';

const tags = ['kanban'];
const security = BEARER_AUTH;
const params = kanbanIdParamsSchema;
const conflict = { 409: errorResponse(409, kanbanConflictResponseSchema) };

/**
 * Team boards (issue 31): every signed-in member reads; editors and admins change boards,
 * columns and cards. Each change is one small write that sends a live event.
 */
export const kanbanRoutes: FastifyPluginAsyncZod<{ kanban: KanbanService }> = async (
  app,
  { kanban },
) => {
  const manage = app.requireRole('admin', 'editor');

  app.get(
    API.kanban.boards,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listKanbanBoards',
        summary: 'The team boards',
        response: { 200: kanbanBoardListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await kanban.boards(signedInUser(request)) }),
  );

  app.post(
    API.kanban.boardCreate,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'createKanbanBoard',
        summary: 'Creates a board with its first columns',
        body: kanbanBoardCreateSchema,
        response: { 200: kanbanBoardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ board: await kanban.createBoard(request.body, signedInUser(request)) }),
  );

  app.get(
    API.kanban.board,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getKanbanBoard',
        summary: 'A board with its columns and its cards not archived, in their order',
        params,
        response: { 200: kanbanBoardDetailsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => kanban.board(request.params.id, signedInUser(request)),
  );

  app.get(
    API.kanban.archived,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listArchivedKanbanCards',
        summary: 'The archived cards of a board, the latest archived first',
        params,
        response: {
          200: kanbanArchivedCardsResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => ({ items: await kanban.archived(request.params.id, signedInUser(request)) }),
  );

  app.get(
    API.kanban.myCards,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listMyKanbanCards',
        summary: 'The signed-in member’s open cards due by `until` (overdue too), soonest first',
        querystring: kanbanMyCardsQuerySchema,
        response: { 200: kanbanMyCardsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      items: await kanban.myCards(signedInUser(request), request.query.until),
    }),
  );

  app.get(
    API.kanban.people,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listKanbanPeople',
        summary: 'The active members a card can be assigned to',
        response: { 200: kanbanPeopleResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await kanban.people() }),
  );

  app.patch(
    API.kanban.board,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'updateKanbanBoard',
        summary:
          'Renames or describes a board, or sets its labels (409 with the current board on a stale version)',
        params,
        body: kanbanBoardUpdateSchema,
        response: {
          200: kanbanBoardResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      board: await kanban.updateBoard(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.kanban.board,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'deleteKanbanBoard',
        summary: 'Deletes a board with its columns and cards',
        params,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await kanban.deleteBoard(request.params.id, signedInUser(request));
      return { ok: true as const };
    },
  );

  app.post(
    API.kanban.columns,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'addKanbanColumn',
        summary: 'Adds a column at the end of a board',
        params,
        body: kanbanColumnCreateSchema,
        response: { 200: kanbanColumnResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      column: await kanban.addColumn(request.params.id, request.body.name, signedInUser(request)),
    }),
  );

  app.patch(
    API.kanban.column,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'renameKanbanColumn',
        summary: 'Renames a column (409 with the current column on a stale version)',
        params,
        body: kanbanColumnUpdateSchema,
        response: {
          200: kanbanColumnResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      column: await kanban.renameColumn(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.post(
    API.kanban.columnMove,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'moveKanbanColumn',
        summary: 'Puts a column after another one (afterId null: first); saves that column only',
        params,
        body: kanbanColumnMoveSchema,
        response: {
          200: kanbanColumnResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      column: await kanban.moveColumn(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.kanban.column,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'deleteKanbanColumn',
        summary: 'Deletes a column; its cards move to the end of `cardsTo`, or are archived',
        params,
        querystring: kanbanColumnDeleteQuerySchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await kanban.deleteColumn(request.params.id, request.query.cardsTo, signedInUser(request));
      return { ok: true as const };
    },
  );

  app.post(
    API.kanban.cards,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'addKanbanCard',
        summary: 'Adds a card at the end of a column',
        params,
        body: kanbanCardCreateSchema,
        response: { 200: kanbanCardResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      card: await kanban.addCard(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.patch(
    API.kanban.card,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'updateKanbanCard',
        summary:
          'Changes a card, archives or restores it (409 with the current card on a stale version)',
        params,
        body: kanbanCardUpdateSchema,
        response: {
          200: kanbanCardResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      card: await kanban.updateCard(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.post(
    API.kanban.cardMove,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'moveKanbanCard',
        summary:
          'Moves a card into a column after another card (afterId null: at the top); saves that card only',
        params,
        body: kanbanCardMoveSchema,
        response: {
          200: kanbanCardResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      card: await kanban.moveCard(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.get(
    API.kanban.comments,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listKanbanComments',
        summary: 'A card’s comments, oldest first',
        params,
        response: { 200: kanbanCommentListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ items: await kanban.comments(request.params.id, signedInUser(request)) }),
  );

  app.post(
    API.kanban.comments,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'addKanbanComment',
        summary: 'Comments on a card (every member, viewers too)',
        params,
        body: kanbanCommentCreateSchema,
        response: { 200: kanbanCommentResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      comment: await kanban.addComment(request.params.id, request.body.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.kanban.card,
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        operationId: 'deleteKanbanCard',
        summary: 'Deletes a card',
        params,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await kanban.deleteCard(request.params.id, signedInUser(request));
      return { ok: true as const };
    },
  );
};
