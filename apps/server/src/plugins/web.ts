import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, sendError } from './errors';
import { prerenderedPages } from './index-html';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Vite's hashed files never change; everything else is revalidated. */
function cacheControlFor(webDist: string, filePath: string): string {
  return path.relative(webDist, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : NO_CACHE;
}

/** Unknown API paths and missing hashed assets get a real 404, never the HTML page. */
const noFallback = (url: string) => /^\/(api|assets)(\/|\?|$)/.test(url);

/**
 * Serves the built SPA (when `webDist` holds an index.html) with @fastify/static, and answers
 * every unknown URL: JSON 404 under /api and /assets; a prerendered page at its own path
 * (`prerendered/`); index.html for other GETs so client-side routes survive a reload. The web
 * build writes .br/.gz next to each asset and HTML page (apps/web/build/precompress-plugin.ts):
 * they are sent as they are (`preCompressed`), with @fastify/static's ETag and 304. The list of
 * prerendered pages is read at start: restart the server after a new web build.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const prerendered = hasWeb ? prerenderedPages(webDist) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const spa = hasWeb && (request.method === 'GET' || request.method === 'HEAD');
    if (!spa || noFallback(request.url))
      return sendError(reply, 404, { message: ERROR_MESSAGES.notFound });
    // a guest page the build rendered (its markup paints before the scripts), else the shell
    const page = prerendered.get(request.url.split(/[?#]/)[0] ?? '') ?? 'index.html';
    return reply.sendFile(page);
  });
}
