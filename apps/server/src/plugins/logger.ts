import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

const REDACTED = '[redacted]';

/** What an error may say in the log; the rest (a query's values, a failing row) never leaves. */
const KEPT = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/** Every string value a query of the chain was sent with (drizzle keeps them as `params`). */
function paramsOf(error: unknown): string[] {
  const values: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const value of params) {
        const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
        if (text && text.length >= 4) values.push(text);
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return values.sort((a, b) => b.length - a.length);
}

function redact(text: string, params: readonly string[]): string {
  // drizzle's "Failed query: <sql>\nparams: <values>": the values go, the SQL stays.
  let out = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
  for (const value of params) out = out.split(value).join(REDACTED);
  return out;
}

function serialize(error: unknown, params: readonly string[], depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const source = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: redact(error.message, params),
    stack: redact(error.stack ?? '', params),
  };
  if (typeof source.query === 'string') logged.query = source.query;
  for (const key of KEPT) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (source.cause !== undefined && depth < 4) {
    logged.cause = serialize(source.cause, params, depth + 1);
  }
  return logged;
}

/**
 * The log's error serializer: an error keeps its type, message, stack, SQL text and the
 * database's code and constraint, but never a query's parameters (a password hash, an e-mail),
 * nor PostgreSQL's `detail` (which repeats a failing row): they are removed from every text,
 * the cause's too.
 */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, paramsOf(error), 0);
}

/** Request parts that could carry a secret if a future serializer logged them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'token',
  'accessToken',
];

/** Fastify's logger: pino at `level`, secrets redacted; `stream` lets a test read the lines. */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}
