import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
}
