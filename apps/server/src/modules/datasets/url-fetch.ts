import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { guardedLookup, isRefusedAddress, REFUSED_ADDRESS } from './address-policy';
import { tooLarge, urlFailed, urlPrivate, urlRefused } from './errors';

export interface FetchOptions {
  allowPrivate: boolean;
  maxBytes: number;
  maxRedirects?: number;
  /** The whole download, redirects and body included. */
  timeoutMs?: number;
  /** Without a byte (connecting, waiting for the answer, between chunks). */
  idleTimeoutMs?: number;
}

export const FETCH_DEFAULTS = { maxRedirects: 3, timeoutMs: 30_000, idleTimeoutMs: 10_000 };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL to fetch, or a 400 for a scheme other than http(s) or a refused address literal. */
export function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlRefused('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw urlRefused('only http and https URLs can be imported');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address does not go through `lookup`: check it here.
  if (isIP(host) && !allowPrivate && isRefusedAddress(host)) {
    throw urlPrivate(host);
  }
  return url;
}

function toAppError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === REFUSED_ADDRESS) return urlPrivate((error as { host?: string }).host ?? 'the host');
  if (timedOut || code === 'ETIMEDOUT') return urlFailed('the server did not answer in time');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return urlFailed('the host was not found');
  if (code === 'ECONNREFUSED') return urlFailed('the server refused the connection');
  return urlFailed((error as Error).message || 'network error');
}

function request(url: URL, options: FetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  const idle = options.idleTimeoutMs ?? FETCH_DEFAULTS.idleTimeoutMs;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(options.allowPrivate) as never,
      signal,
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'Keeling' },
    });
    req.setTimeout(idle, () =>
      req.destroy(Object.assign(new Error('idle'), { code: 'ETIMEDOUT' })),
    );
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * Downloads `rawUrl` and hands its body to `sink` (which streams it to disk): only http(s),
 * every address checked (each redirect again, at most `maxRedirects`), a 400 for a non-2xx
 * answer or a timeout, a 413 past `maxBytes` (announced or counted by the sink).
 * Answers the final URL.
 */
export async function download(
  rawUrl: string,
  options: FetchOptions,
  sink: (body: Readable) => Promise<void>,
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs);
  try {
    let url = checkUrl(rawUrl, options.allowPrivate);
    for (let hop = 0; ; hop++) {
      const response = await request(url, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (hop >= (options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects)) {
          throw urlFailed('too many redirects');
        }
        url = checkUrl(new URL(location, url).toString(), options.allowPrivate);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw urlFailed(`the server answered ${status} ${response.statusMessage ?? ''}`.trim());
      }
      const announced = Number(response.headers['content-length']);
      if (Number.isFinite(announced) && announced > options.maxBytes) {
        response.destroy();
        throw tooLarge(options.maxBytes);
      }
      await sink(response);
      return url.toString();
    }
  } catch (error) {
    throw toAppError(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
