import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, sendError } from './errors';
import { isNotModified, pickEncoding, readIndexHtml, readPrerenderedPages } from './index-html';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Vite's hashed files never change; everything else is revalidated. */
function cacheControlFor(webDist: string, filePath: string): string {
  return path.relative(webDist, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : NO_CACHE;
}

/** Unknown API paths and missing hashed assets get a real 404, never the HTML page. */
const noFallback = (url: string) => /^\/(api|assets)(\/|\?|$)/.test(url);

/**
 * Serves the built SPA (when `webDist` holds an index.html) and answers every unknown URL:
 * JSON 404 under /api and /assets; a prerendered page at its own path (`prerendered/`); index.html
 * for other GETs so client-side routes survive a reload. index.html is read and compressed once at start (index-html.ts): restart the server
 * after a new web build.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const indexHtml = hasWeb ? readIndexHtml(webDist) : null;
  const prerendered = hasWeb ? readPrerenderedPages(webDist) : new Map();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The web build writes .br/.gz next to each asset (apps/web/build/precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
        reply.header('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const spa = indexHtml && (request.method === 'GET' || request.method === 'HEAD');
    if (!spa || noFallback(request.url))
      return sendError(reply, 404, { message: ERROR_MESSAGES.notFound });
    // a guest page the build rendered (its markup paints before the scripts), else the shell
    const page = prerendered.get(request.url.split(/[?#]/)[0] ?? '') ?? indexHtml;
    reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (isNotModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.bodies[encoding]);
  });
}
