import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { COMMON_ERROR_CODES } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { ERROR_MESSAGES } from './errors';

/** Only our own origin: no CDN, font or analytics host. MUI/emotion needs inline styles. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // No <base> element: nothing may change where relative URLs point.
  baseUri: ["'none'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'", 'blob:'],
  // Plain-HTTP deployments (e.g. HOST=0.0.0.0 on a LAN) must keep loading their assets.
  upgradeInsecureRequests: null,
};

/** `scriptHashes`: CSP sources of index.html's inline scripts (index-html.ts). */
export async function registerSecurity(
  app: FastifyInstance,
  { scriptHashes = [] }: { scriptHashes?: string[] } = {},
): Promise<void> {
  const directives = {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Per-route limits only (config.rateLimit on a route, which may give its own error, as
  // register does); sign-in failures have their own limiter. Retry-After is always sent.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, COMMON_ERROR_CODES.rateLimited, ERROR_MESSAGES.rateLimited),
  });
}
