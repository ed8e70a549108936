import swagger from '@fastify/swagger';
import { API } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponse } from '../lib/route-schema';

/**
 * OpenAPI generated from the routes' zod schemas; must be registered before the routes. Every
 * route gives its `operationId`, `summary`, `security` and error answers (lib/route-schema.ts),
 * so clients can be generated from it (test/openapi.test.ts lints it and generates one).
 */
export async function registerDocsGenerator(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${appName} API`,
        version: '0.1.0',
        description:
          'Every error answers `{ message, code, issues? }`: `code` is stable ' +
          '(packages/contract/src/error-codes.ts), `message` is English.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? withUnavailable(document.openapiObject as Document)
        : document.swaggerObject,
  });
}

type Responses = Record<string, { description?: string; content?: Record<string, unknown> }>;
type Document = { paths?: Record<string, Record<string, { responses?: Responses }>> };

/**
 * Any operation may answer 503 (the database or the upload storage unavailable: the error
 * handler, plugins/errors.ts), with the one error body: each operation documents it, as its
 * 4xx answers are.
 */
export function withUnavailable<D extends Document>(document: D): D {
  const unavailable = errorResponse(503);
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const responses = operation.responses;
      if (!responses || responses['503']) continue;
      const error = Object.entries(responses).find(([status]) => status.startsWith('4'))?.[1];
      if (!error?.content) continue;
      responses['503'] = { description: unavailable.description, content: error.content };
    }
  }
  return document;
}

/** GET /api/docs (and /api/docs/json): the OpenAPI document as JSON. */
export function registerDocsRoutes(app: FastifyInstance): void {
  for (const url of [API.docs, `${API.docs}/json`]) {
    app.get(url, { schema: { hide: true } }, async () => app.swagger());
  }
}
