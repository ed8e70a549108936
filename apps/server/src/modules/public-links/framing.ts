import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicLinksService } from './service';

/** The web page of a public link: `/public/<token>`. */
const PUBLIC_PAGE = /^\/public\/([A-Za-z0-9_-]{43})\/?(?:[?#]|$)/;

/**
 * An `onSend` hook: the page of a public link whose creator listed origins may be shown in their
 * frames (CSP `frame-ancestors` with those origins, no `X-Frame-Options`); every other page keeps
 * `frame-ancestors 'none'`.
 */
export function publicPageFraming(publicLinks: Pick<PublicLinksService, 'frameAncestors'>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const token = request.method === 'GET' ? PUBLIC_PAGE.exec(request.url)?.[1] : undefined;
    if (!token || !String(reply.getHeader('content-type') ?? '').includes('text/html'))
      return payload;
    const origins = await publicLinks.frameAncestors(token);
    const policy = reply.getHeader('content-security-policy');
    if (!origins?.length || typeof policy !== 'string') return payload;
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${origins.join(' ')}`),
    );
    reply.removeHeader('x-frame-options');
    return payload;
  };
}
