import {
  API,
  articleBulkBodySchema,
  articleBulkResponseSchema,
  articleConflictResponseSchema,
  articleIdQuerySchema,
  articleListQuerySchema,
  articleListResponseSchema,
  articleReadQuerySchema,
  articleResponseSchema,
  articleRestoreBodySchema,
  articleRevisionsResponseSchema,
  articleUpsertBodySchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonBody } from '../../lib/json-body';
import { BEARER_AUTH, errorResponse, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { BlogService } from './service';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = { ...errors, 409: errorResponse(409, articleConflictResponseSchema) };
const security = BEARER_AUTH;

/** DESIGN §5 blog: reading needs a signed-in user (drafts: editor+), writing editor+. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  const editors = app.requireRole('admin', 'editor');
  const tags = ['blog'];

  app.get(
    API.blog.articles,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listArticles',
        summary: 'List articles (signed in; drafts: editor+)',
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await blog.listJson(request.query, signedInUser(request))),
  );

  app.get(
    API.blog.article,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getArticle',
        summary:
          'One article by id or slug; counts a view unless countView=false (signed in; drafts: editor+)',
        querystring: articleReadQuerySchema,
        response: { 200: articleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, countView } = request.query;
      return sendJsonBody(reply, await blog.getJson(id, signedInUser(request), countView));
    },
  );

  app.post(
    API.blog.upsert,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'saveArticle',
        summary: 'Create (no id) or update (id + version) an article (editor+)',
        body: articleUpsertBodySchema,
        response: { 200: articleResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({ article: await blog.save(request.body, signedInUser(request)) }),
  );

  app.delete(
    API.blog.article,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteArticle',
        summary: 'Delete an article (editor+)',
        querystring: articleIdQuerySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await blog.delete(request.query.id);
      return { ok: true as const };
    },
  );

  app.post(
    API.blog.bulk,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'bulkUpdateArticles',
        summary: 'Publish, unpublish or delete exactly the given articles (editor+)',
        body: articleBulkBodySchema,
        response: { 200: articleBulkResponseSchema, ...errors },
      },
    },
    (request) => blog.bulk(request.body),
  );

  app.get(
    API.blog.revisions,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'listArticleRevisions',
        summary: "An article's saved versions, newest first (editor+)",
        querystring: articleIdQuerySchema,
        response: { 200: articleRevisionsResponseSchema, ...errors },
      },
    },
    (request) => blog.revisions(request.query.id),
  );

  app.post(
    API.blog.restore,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'restoreArticleRevision',
        summary: 'Restore a revision as a new version (editor+)',
        body: articleRestoreBodySchema,
        response: { 200: articleResponseSchema, ...writeErrors },
      },
    },
    async (request) => ({ article: await blog.restore(request.body, signedInUser(request)) }),
  );
};
