import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { handleClientError } from './errors';

/**
 * DESIGN §3 slow clients, for request bodies. Node's `requestTimeout` cuts any request whose
 * body takes longer than its limit: a 62 MB upload at 800 KB/s was cut at 30 s. Here a body must
 * instead keep arriving: over each window of `windowMs` at least `minBytesPerSecond` a second,
 * else the request is cut with a 408. A client trickling a small body is cut within one window,
 * as before; an upload that keeps making progress finishes, however long it takes.
 */
export interface BodyRate {
  windowMs: number;
  minBytesPerSecond: number;
  /** How often the bodies under way are looked at. */
  checkMs: number;
}

/** One body under way: the bytes its connection had read at each look, oldest first. */
export interface BodyProgress {
  samples: { at: number; bytes: number }[];
}

export const startProgress = (at: number, bytes: number): BodyProgress => ({
  samples: [{ at, bytes }],
});

/**
 * Records a look at a body's progress and answers whether it is too slow: once a window has
 * passed, fewer bytes than the window asks for arrived in the last window.
 */
export function isTooSlow(
  progress: BodyProgress,
  at: number,
  bytes: number,
  rate: Pick<BodyRate, 'windowMs' | 'minBytesPerSecond'>,
): boolean {
  const { samples } = progress;
  samples.push({ at, bytes });
  // the latest look at least a window old is where the last window starts
  let start = -1;
  for (let i = 0; i < samples.length && (samples[i]?.at ?? at) <= at - rate.windowMs; i++) {
    start = i;
  }
  if (start < 0) return false;
  samples.splice(0, start);
  const from = samples[0] ?? { at, bytes };
  const needed = (rate.minBytesPerSecond * (at - from.at)) / 1000;
  return bytes - from.bytes < needed;
}

/** A body too slow: the 408 Node's own request timeout gave, with the error body. */
const tooSlow = () =>
  Object.assign(new Error('The request body arrives too slowly'), {
    code: 'ERR_HTTP_REQUEST_TIMEOUT',
  });

/**
 * Watches every HTTP/1 request whose body is still arriving (HTTP/2 streams have their own flow
 * control) by its connection's bytes read: one timer for all, stopped when the server closes.
 */
export function registerBodyRate(app: FastifyInstance, rate: BodyRate, now = Date.now): void {
  const underWay = new Map<IncomingMessage, BodyProgress>();
  const timer = setInterval(() => {
    const at = now();
    for (const [raw, progress] of underWay) {
      if (raw.complete || raw.socket.destroyed) {
        underWay.delete(raw);
      } else if (isTooSlow(progress, at, raw.socket.bytesRead, rate)) {
        underWay.delete(raw);
        handleClientError(tooSlow(), raw.socket);
      }
    }
  }, rate.checkMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.httpVersionMajor >= 2) return;
    underWay.set(raw, startProgress(now(), raw.socket.bytesRead));
    raw.once('end', () => underWay.delete(raw));
    raw.once('close', () => underWay.delete(raw));
  });
}
