/**
 * GETs that index.html's inline script sends for a stored session while the app's JavaScript
 * downloads: `/api/auth/me` on every load, and the first screen's data of a route when it has
 * no query (the blog list). `lib/http` answers a GET with one of them, once, when the URL and
 * the token match, so the first screen does not wait a round trip after the JavaScript.
 */
export interface EarlyRequests {
  token: string;
  /** By URL (path and query, exactly as `lib/http` builds it). */
  responses: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __keelingEarly?: EarlyRequests;
  }
}

/** The response to a GET of `url` that index.html sent with `token`, handed out once. */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const early = window.__keelingEarly;
  if (!early || !token || early.token !== token) return null;
  const response = early.responses[url];
  if (!response) return null;
  delete early.responses[url];
  return response;
}

/** `response`, or an AbortError as soon as `signal` aborts (an early fetch has no signal). */
export function abortable(
  response: Promise<Response>,
  signal: AbortSignal | undefined,
): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
