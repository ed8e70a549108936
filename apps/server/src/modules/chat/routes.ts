import multipart from '@fastify/multipart';
import {
  API,
  chatConflictResponseSchema,
  chatConversationCreateSchema,
  chatConversationListQuerySchema,
  chatConversationListResponseSchema,
  chatConversationResponseSchema,
  chatConversationUpdateSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatIdParamsSchema,
  chatMemberParamsSchema,
  chatMembersAddSchema,
  chatMessageCreateSchema,
  chatMessageResponseSchema,
  chatMessageUpdateSchema,
  chatPeopleQuerySchema,
  chatPeopleResponseSchema,
  chatPresenceListResponseSchema,
  chatPresenceResponseSchema,
  chatPresenceUpdateSchema,
  chatReadResponseSchema,
  chatReadSchema,
  chatSearchQuerySchema,
  chatSearchResponseSchema,
  okResponseSchema,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponse, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { readNamedUpload, type UploadsService } from '../uploads/service';
import type { ChatService } from './service';

const tags = ['chat'];
const security = BEARER_AUTH;
const params = chatIdParamsSchema;
const conflict = { 409: errorResponse(409, chatConflictResponseSchema) };

/**
 * Team chat (issue 33): every signed-in member chats; only a conversation's members read it or
 * write in it (others get 404, as for one that does not exist). A site admin may delete any
 * message by its id (moderation) but reads no conversation they are not in.
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  uploads: UploadsService;
}> = async (app, { chat, uploads }) => {
  const onRequest = app.authenticate;
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.get(
    API.chat.people,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listChatPeople',
        summary: 'Active members one may start a conversation with (not the caller)',
        querystring: chatPeopleQuerySchema,
        response: { 200: chatPeopleResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await chat.people(signedInUser(request), request.query.q) }),
  );

  app.get(
    API.chat.search,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'searchChatMessages',
        summary:
          "Full-text search of the caller's conversations (or of one), newest first, at most 50",
        querystring: chatSearchQuerySchema,
        response: { 200: chatSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      items: await chat.search(
        signedInUser(request),
        request.query.q,
        request.query.conversationId,
      ),
    }),
  );

  app.get(
    API.chat.conversations,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listChatConversations',
        summary:
          "The caller's conversations, latest activity first, with unread counts and their sum",
        querystring: chatConversationListQuerySchema,
        response: { 200: chatConversationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => chat.list(signedInUser(request), request.query.q),
  );

  app.post(
    API.chat.conversations,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'createChatConversation',
        summary:
          'Starts a group (the caller its admin), or the direct conversation with one person (the existing one if any)',
        body: chatConversationCreateSchema,
        response: { 200: chatConversationResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      conversation: await chat.create(signedInUser(request), request.body),
    }),
  );

  app.get(
    API.chat.conversation,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'getChatConversation',
        summary: 'A conversation of the caller, with its members and their read positions',
        params,
        response: { 200: chatConversationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      conversation: await chat.get(signedInUser(request), request.params.id),
    }),
  );

  app.patch(
    API.chat.conversation,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'renameChatGroup',
        summary: 'Renames a group (its admins); 409 for a direct conversation',
        params,
        body: chatConversationUpdateSchema,
        response: {
          200: chatConversationResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      conversation: await chat.rename(signedInUser(request), request.params.id, request.body.name),
    }),
  );

  app.post(
    API.chat.members,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'addChatMembers',
        summary: 'Adds people to a group (its admins)',
        params,
        body: chatMembersAddSchema,
        response: {
          200: chatConversationResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      conversation: await chat.addMembers(
        signedInUser(request),
        request.params.id,
        request.body.userIds,
      ),
    }),
  );

  app.delete(
    API.chat.member,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'removeChatMember',
        summary:
          "Removes a member from a group (its admins), or leaves it (one's own id); the last one out deletes it",
        params: chatMemberParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await chat.removeMember(signedInUser(request), request.params.id, request.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    API.chat.messages,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listChatMessages',
        summary:
          'A page of history, oldest first: the newest, or `before` a sequence number (keyset), or `after` one',
        params,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => chat.history(signedInUser(request), request.params.id, request.query),
  );

  app.post(
    API.chat.messages,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'sendChatMessage',
        summary:
          'Sends a message; a retry with the same clientId answers the first message (409 if it differs)',
        params,
        body: chatMessageCreateSchema,
        response: {
          200: chatMessageResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => ({
      message: await chat.send(signedInUser(request), request.params.id, request.body),
    }),
  );

  app.patch(
    API.chat.message,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'editChatMessage',
        summary: "Edits one's own message (409 with the current one on a stale version)",
        params,
        body: chatMessageUpdateSchema,
        response: {
          200: chatMessageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      message: await chat.edit(signedInUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    API.chat.message,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'deleteChatMessage',
        summary: "Deletes one's own message (a site admin: any); it stays as deleted",
        params,
        response: { 200: chatMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: await chat.remove(signedInUser(request), request.params.id),
    }),
  );

  app.post(
    API.chat.read,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'markChatRead',
        summary: "Moves the caller's read position forward to a sequence number",
        params,
        body: chatReadSchema,
        response: { 200: chatReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => chat.markRead(signedInUser(request), request.params.id, request.body.seq),
  );

  app.post(
    API.chat.typing,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'signalChatTyping',
        summary:
          'The caller is typing: a live signal to the other members, never stored (at most 30 a minute)',
        params,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      await chat.typing(signedInUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    API.chat.presence,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listChatPresence',
        summary:
          "Online, away, busy or offline: the people of the caller's conversations and the caller",
        response: { 200: chatPresenceListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await chat.presence(signedInUser(request)) }),
  );

  app.put(
    API.chat.presence,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'reportChatPresence',
        summary:
          "A tab's report (active, away, offline; busy set by hand): others hear of a change live",
        body: chatPresenceUpdateSchema,
        response: { 200: chatPresenceResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      presence: await chat.setPresence(signedInUser(request), request.body),
    }),
  );

  app.post(
    API.chat.attachments,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'uploadChatAttachment',
        summary:
          'Uploads a file for a message, at most 5 MB (signed in): an image (PNG, JPEG, GIF, WebP) or a PDF, text (CSV, TXT, JSON), ZIP or office document',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { bytes, fileName } = await readNamedUpload(request);
      const { url } = await uploads.saveFile(bytes, fileName);
      return { url };
    },
  );
};
