import multipart from '@fastify/multipart';
import {
  API,
  mailContactsResponseSchema,
  mailDetailsQuerySchema,
  mailDetailsResponseSchema,
  mailDraftBodySchema,
  mailDraftResponseSchema,
  mailDraftUpdateBodySchema,
  mailIdParamsSchema,
  mailLabelsResponseSchema,
  mailListQuerySchema,
  mailListResponseSchema,
  mailPreferencesBodySchema,
  mailPreferencesResponseSchema,
  mailResponseSchema,
  mailSendBodySchema,
  mailTeamLabelBodySchema,
  mailTeamLabelResponseSchema,
  mailUpdateBodySchema,
  mailUpdateResponseSchema,
  okResponseSchema,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { displayNameOf } from '../blog/service';
import { readUploadedFile, type UploadsService } from '../uploads/service';
import { draftNotFound } from './errors';
import type { MailService } from './service';

const tags = ['mail'];
const security = BEARER_AUTH;

/**
 * Internal mail (issue 35): every signed-in member sends and reads their own mail. No role reads
 * another person's: the service answers only from the caller's copies.
 */
export const mailRoutes: FastifyPluginAsyncZod<{
  mail: MailService;
  uploads: UploadsService;
}> = async (app, { mail, uploads }) => {
  const onRequest = app.authenticate;
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.get(
    API.mail.labels,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listMailLabels',
        summary: "The signed-in person's mailboxes with their unread and total counts",
        response: { 200: mailLabelsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => mail.labels(signedInUser(request)),
  );

  app.get(
    API.mail.list,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listMails',
        summary: 'A page of one mailbox, newest first, optionally searched (own mail only)',
        querystring: mailListQuerySchema,
        response: { 200: mailListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => mail.list(request.query, signedInUser(request)),
  );

  app.get(
    API.mail.details,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'getMail',
        summary: 'One mail, marked read, with its thread (own mail only; others are 404)',
        querystring: mailDetailsQuerySchema,
        response: { 200: mailDetailsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mail.details(request.query.mailId, signedInUser(request)),
  );

  app.post(
    API.mail.send,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'sendMail',
        summary: 'Send a mail to members and roles, or reply within a thread',
        body: mailSendBodySchema,
        response: { 200: mailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const actor = { id: user.id, role: user.role, displayName: displayNameOf(user) };
      return { mail: await mail.send(request.body, actor) };
    },
  );

  app.post(
    API.mail.update,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'updateMails',
        summary: 'Mark own mails read or unread, starred, important, trashed or restored',
        body: mailUpdateBodySchema,
        response: { 200: mailUpdateResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ affected: await mail.update(request.body, signedInUser(request)) }),
  );

  app.get(
    API.mail.contacts,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listMailContacts',
        summary: 'The active members a mail may be addressed to',
        response: { 200: mailContactsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ contacts: await mail.contacts() }),
  );

  app.get(
    API.mail.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'getMailDraft',
        summary: 'One of own drafts, to resume writing it (others are 404)',
        params: mailIdParamsSchema,
        response: { 200: mailDraftResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      draft: await mail.drafts.get(signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    API.mail.drafts,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'createMailDraft',
        summary: 'Start a draft (saved as one types; listed in the drafts box)',
        body: mailDraftBodySchema,
        response: { 200: mailDraftResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      draft: await mail.createDraft(request.body, signedInUser(request)),
    }),
  );

  app.put(
    API.mail.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'updateMailDraft',
        summary: 'Save own draft over the version it was read at (409 when saved elsewhere since)',
        params: mailIdParamsSchema,
        body: mailDraftUpdateBodySchema,
        response: { 200: mailDraftResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      draft: await mail.updateDraft(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.mail.draft,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'deleteMailDraft',
        summary: 'Discard own draft',
        params: mailIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await mail.drafts.remove(signedInUser(request).id, request.params.id)))
        throw draftNotFound();
      return { ok: true as const };
    },
  );

  app.post(
    API.mail.teamLabels,
    {
      onRequest: [onRequest, app.requireRole('admin')],
      schema: {
        tags,
        security,
        operationId: 'createMailTeamLabel',
        summary: 'Make a team label (admins); each member puts it on their own copies',
        body: mailTeamLabelBodySchema,
        response: { 200: mailTeamLabelResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ label: await mail.createTeamLabel(request.body) }),
  );

  app.delete(
    API.mail.teamLabel,
    {
      onRequest: [onRequest, app.requireRole('admin')],
      schema: {
        tags,
        security,
        operationId: 'deleteMailTeamLabel',
        summary: 'Remove a team label (admins), from every copy it was on',
        params: mailIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await mail.removeTeamLabel(request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    API.mail.attachments,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'uploadMailAttachment',
        summary:
          'Uploads a file for a mail: PNG, JPEG, GIF or WebP, at most 5 MB (the upload service; signed in)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { url } = await uploads.saveImage(await readUploadedFile(request));
      return { url };
    },
  );

  app.get(
    API.mail.preferences,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'getMailPreferences',
        summary: 'Own mail settings: e-mail notices of new mail, and whether the server sends any',
        response: { 200: mailPreferencesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => mail.preferences(signedInUser(request)),
  );

  app.put(
    API.mail.preferences,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'updateMailPreferences',
        summary: 'Ask for (or stop) an e-mail notice when a mail arrives (a link, never the body)',
        body: mailPreferencesBodySchema,
        response: { 200: mailPreferencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => mail.setPreferences(request.body.emailNotices, signedInUser(request)),
  );
};
