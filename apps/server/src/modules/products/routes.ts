import {
  API,
  okResponseSchema,
  PRODUCT_LIMITS,
  productBodySchema,
  productConflictResponseSchema,
  productDetailsQuerySchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productUpdateBodySchema,
  retirementBodySchema,
  retirementIdParamsSchema,
  retirementListQuerySchema,
  retirementListResponseSchema,
  retirementResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponse, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { ProductsService } from './service';

const tags = ['products'];
const security = BEARER_AUTH;

/**
 * The climate products catalogue (issue 35): SPEC §7's `/api/product/list`, `details` and
 * `search` for every signed-in member (drafts: editor+), writes under `/api/products` (editor+).
 */
export const productRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.get(
    API.product.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listProducts',
        summary: 'A page of products, filtered, searched and sorted (signed in; drafts: editor+)',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => products.list(request.query, signedInUser(request)),
  );

  app.get(
    API.product.details,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getProduct',
        summary: 'One product with its vintages and documents (signed in; drafts: editor+)',
        querystring: productDetailsQuerySchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      product: await products.details(request.query.productId, signedInUser(request)),
    }),
  );

  app.get(
    API.product.search,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'searchProducts',
        summary: 'Products matching a full-text query, best first (signed in; drafts: editor+)',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      results: await products.search(
        request.query.query,
        PRODUCT_LIMITS.searchResultsMax,
        signedInUser(request),
      ),
    }),
  );

  app.post(
    API.products.create,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'createProduct',
        summary: 'Add a product to the catalogue (editor+)',
        body: productBodySchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ product: await products.create(request.body, signedInUser(request)) }),
  );

  app.put(
    API.products.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'updateProduct',
        summary: 'Replace a product and its vintages, from the version read (editor+)',
        params: productIdParamsSchema,
        body: productUpdateBodySchema,
        response: {
          200: productResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          409: errorResponse(409, productConflictResponseSchema),
        },
      },
    },
    async (request) => ({
      product: await products.update(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.products.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteProduct',
        summary: 'Remove a product from the catalogue (editor+)',
        params: productIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await products.delete(request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    API.retirements.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listRetirements',
        summary:
          "The team's offset credits planned or retired within a period, with their tonnes (signed in)",
        querystring: retirementListQuerySchema,
        response: { 200: retirementListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => products.retirements.list(request.query),
  );

  app.post(
    API.retirements.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'createRetirement',
        summary:
          "Record a planned or done retirement of a published product's vintage (editor+); its tonnes leave the vintage's availability",
        body: retirementBodySchema,
        response: { 200: retirementResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      retirement: await products.retirements.create(request.body, signedInUser(request).id),
    }),
  );

  app.delete(
    API.retirements.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteRetirement',
        summary: 'Remove a retirement from the ledger (editor+); its tonnes return to the vintage',
        params: retirementIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await products.retirements.remove(request.params.id);
      return { ok: true as const };
    },
  );
};
