import {
  API,
  postDetailsQuerySchema,
  postDetailsResponseSchema,
  postLatestQuerySchema,
  postLatestResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postSearchQuerySchema,
  postSearchResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import type { BlogService } from './service';

const security = BEARER_AUTH;
const tags = ['posts'];

/**
 * SPEC §7 `/api/post/*` (decision 0066): the published articles under the template's names,
 * read by any signed-in user. No logic of their own: each calls the blog service.
 */
export const postRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    API.post.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listPosts',
        summary: 'A page of published articles, newest first, optionally searched (signed in)',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { items, ...page } = await blog.listPublished(request.query);
      return { posts: items, ...page };
    },
  );

  app.get(
    API.post.details,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getPost',
        summary: 'One published article by id or slug (`title`), counting no view (signed in)',
        querystring: postDetailsQuerySchema,
        response: { 200: postDetailsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, title } = request.query;
      return { post: await blog.getPublished(id ?? title ?? '') };
    },
  );

  app.get(
    API.post.latest,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listLatestPosts',
        summary: 'The newest published articles but the one named by id or title (signed in)',
        querystring: postLatestQuerySchema,
        response: { 200: postLatestResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { id, title, size } = request.query;
      return { latestPosts: await blog.latestPublished(size, id ?? title) };
    },
  );

  app.get(
    API.post.search,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'searchPosts',
        summary: 'Published articles matching a full-text query, best first (signed in)',
        querystring: postSearchQuerySchema,
        response: { 200: postSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query, size } = request.query;
      const page = await blog.listPublished({ page: 1, size, search: query });
      return { results: page.items };
    },
  );
};
