import swagger from '@fastify/swagger';
import { API } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  });
}

/** GET /api/docs (and /api/docs/json): the OpenAPI document as JSON. */
export function registerDocsRoutes(app: FastifyInstance): void {
  for (const url of [API.docs, `${API.docs}/json`]) {
    app.get(url, { schema: { hide: true } }, async () => app.swagger());
  }
}
