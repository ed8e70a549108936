import {
  API,
  mailContactsResponseSchema,
  mailDetailsQuerySchema,
  mailDetailsResponseSchema,
  mailLabelsResponseSchema,
  mailListQuerySchema,
  mailListResponseSchema,
  mailResponseSchema,
  mailSendBodySchema,
  mailUpdateBodySchema,
  mailUpdateResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { displayNameOf } from '../blog/service';
import type { MailService } from './service';

const tags = ['mail'];
const security = BEARER_AUTH;

/**
 * Internal mail (issue 35): every signed-in member sends and reads their own mail. No role reads
 * another person's: the service answers only from the caller's copies.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  const onRequest = app.authenticate;

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
    async (request) => ({ labels: await mail.labels(signedInUser(request)) }),
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
};
