import type { ErrorIssue } from '@keeling/contract';
import type { z } from 'zod/mini';
import { isRecord } from './is-record';

/** SPEC §8: a failed response without a server message. */
export const FALLBACK_MESSAGE = 'Something went wrong';
/** SPEC §7/§8: a JSON POST answered with a status other than 200 and no server message. */
export const POST_FALLBACK_MESSAGE = 'Error in API';

export type HttpIssue = ErrorIssue;

/** A failed call: the server's message, the HTTP status (0 when no answer) and field issues. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly issues: HttpIssue[];
  /** The parsed answer, for callers that read more than the message (e.g. a 409's `article`). */
  readonly body: unknown;

  constructor(message: string, status: number, issues: HttpIssue[] = [], body?: unknown) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** What an answer is checked with: a contract schema. */
export type ResponseSchema = z.ZodMiniType;

/** The contract's ErrorResponse shape, read leniently: a failed answer may come from a proxy. */
function readErrorResponse(body: unknown): { message: string; issues?: HttpIssue[] } | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const issues = Array.isArray(body.issues)
    ? body.issues.filter(
        (issue): issue is HttpIssue =>
          isRecord(issue) &&
          typeof issue.message === 'string' &&
          typeof issue.code === 'string' &&
          Array.isArray(issue.path),
      )
    : undefined;
  return { message: body.message, issues };
}

let authToken: string | null = null;

/** Sets (or with null, clears) the Bearer token sent with every request. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

export function getAuthToken(): string | null {
  return authToken;
}

/** The token a refused request was sent with, and the answer's error code (why), if any. */
type UnauthorizedListener = (rejectedToken: string, code: string | undefined) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls the listener with the token a request was sent with when the server answers 401: the
 * server no longer accepts that token (expired, revoked: the code says why). Returns the
 * unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
}

/** `path?query` as every request sends it (empty values left out). */
export function apiUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The answer's body. A request cancelled while its body is read (a poll whose screen closed
 * after the headers came) stays a cancellation: read as an empty body, it was a 200 without its
 * data, logged as "Unexpected API response" (issue 30, item 18).
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch((error: unknown) => {
    if (isAbort(error)) throw error;
    return '';
  });
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The stable error code (`blog.version_conflict` …) a failed answer carries, if any. */
export function errorCodeOf(error: HttpError): string | undefined {
  const body = error.body;
  return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
}

/** Turns a failed answer into an HttpError carrying the server's message when it sent one. */
export function toHttpError(status: number, body: unknown, fallback = FALLBACK_MESSAGE): HttpError {
  const parsed = readErrorResponse(body);
  if (parsed?.message) return new HttpError(parsed.message, status, parsed.issues ?? [], body);
  if (typeof body === 'string' && body.trim() && body.length < 500) {
    return new HttpError(body.trim(), status);
  }
  return new HttpError(fallback, status, [], body);
}

async function send(
  method: string,
  path: string,
  init: { body?: unknown; options?: RequestOptions; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown; ok: boolean }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const sentToken = authToken;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = apiUrl(path, init.options?.query);
  const response = fetch(url, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.options?.signal,
    credentials: 'same-origin',
  });
  return receive(response, sentToken);
}

/**
 * Reads an answer (a network failure becomes status 0, an abort stays an abort); a 401 to a
 * request sent with a token tells the unauthorized listeners.
 */
async function receive(
  sent: Promise<Response>,
  sentToken: string | null,
): Promise<{ status: number; body: unknown; ok: boolean }> {
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new HttpError(FALLBACK_MESSAGE, 0);
  }
  const body = await readBody(response);
  if (response.status === 401 && sentToken) {
    const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
    for (const listener of [...unauthorizedListeners]) listener(sentToken, code);
  }
  return { status: response.status, ok: response.ok, body };
}

function parse<S extends ResponseSchema>(schema: S, body: unknown, status: number): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error('Unexpected API response', result.error);
    throw new HttpError(FALLBACK_MESSAGE, status);
  }
  return result.data;
}

/** GET helper: returns the parsed answer or throws HttpError ('Something went wrong'). */
export async function getJson<S extends ResponseSchema>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await send('GET', path, { options });
  if (!res.ok) throw toHttpError(res.status, res.body);
  return parse(schema, res.body, res.status);
}

/**
 * A JSON request whose successful answer the caller reads by its status (a 200 or a 202), with
 * extra headers (`Prefer`); a failure throws the server's message.
 */
export async function sendJson(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const res = await send(method, path, { body, headers });
  if (!res.ok) throw toHttpError(res.status, res.body, POST_FALLBACK_MESSAGE);
  return { status: res.status, body: res.body };
}

/** A request answered with text (a CSV to download): the text, or the server's message thrown. */
export async function requestText(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<string> {
  const res = await send(method, path, { body });
  if (!res.ok) throw toHttpError(res.status, res.body);
  return typeof res.body === 'string' ? res.body : '';
}

/** JSON POST helper: anything but 200 throws the server's message, or 'Error in API'. */
export async function postJson<S extends ResponseSchema>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await send('POST', path, { body, options });
  if (res.status !== 200) throw toHttpError(res.status, res.body, POST_FALLBACK_MESSAGE);
  return parse(schema, res.body, res.status);
}

/** JSON PUT helper: returns the parsed answer or throws the server's message. */
export async function putJson<S extends ResponseSchema>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await send('PUT', path, { body, options });
  if (!res.ok) throw toHttpError(res.status, res.body);
  return parse(schema, res.body, res.status);
}

/** JSON PATCH helper (partial update): returns the parsed answer or throws the server's message. */
export async function patchJson<S extends ResponseSchema>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await send('PATCH', path, { body, options });
  if (!res.ok) throw toHttpError(res.status, res.body);
  return parse(schema, res.body, res.status);
}

/** DELETE helper: returns the parsed answer or throws the server's message. */
export async function deleteJson<S extends ResponseSchema>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await send('DELETE', path, { options });
  if (!res.ok) throw toHttpError(res.status, res.body);
  return parse(schema, res.body, res.status);
}
