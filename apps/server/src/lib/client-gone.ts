import type { FastifyReply } from 'fastify';

/**
 * Aborted when the client goes away before its answer is sent (the connection closed early):
 * long work for that request (reading a staged file) stops instead of running on for no one.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
