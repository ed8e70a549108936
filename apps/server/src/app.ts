import { API, healthResponseSchema } from '@keeling/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { blogRoutes } from './modules/blog/routes';
import { createBlogService } from './modules/blog/service';
import { uploadRoutes } from './modules/uploads/routes';
import { createUploadsService } from './modules/uploads/service';
import { registerAuth } from './plugins/auth';
import { registerDocsGenerator, registerDocsRoutes } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { inlineScriptHashes } from './plugins/index-html';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';

/** DESIGN §3: never let slow clients hold connections (Fastify's requestTimeout default is 0). */
export const SERVER_TIMEOUTS = { requestTimeout: 30_000, headersTimeout: 30_000 } as const;
export const JSON_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the article views counted in memory now (they are written every second). */
    flushArticleViews(): Promise<void>;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Runs before `ready()`, e.g. tests adding routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** The whole HTTP application, without listening (tests use `inject`). */
export async function buildApp({
  config,
  db,
  beforeReady,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // Node 20 applies requestTimeout to the whole request but headersTimeout (60 s) separately.
  app.server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, { scriptHashes: inlineScriptHashes(config.webDist) });
  await registerDocsGenerator(app, config.appName);
  registerAuth(app, createAuthService(db, config));

  app.get(
    API.health,
    { schema: { tags: ['system'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  registerDocsRoutes(app);
  await app.register(authRoutes);
  const blog = createBlogService(db, { logError: (err, msg) => app.log.error({ err }, msg) });
  // Views are counted in memory (blog/view-counter.ts): write them before the database closes.
  app.decorate('flushArticleViews', blog.flushViews);
  app.addHook('onClose', () => blog.flushViews());
  await app.register(blogRoutes, { blog });
  await app.register(uploadRoutes, { uploads: createUploadsService(config.uploadDir) });
  await app.register(accountRoutes, { db });
  await registerWeb(app, config.webDist);

  await beforeReady?.(app);
  await app.ready();
  return app;
}
