/** The first `code` found on an error or its causes (drizzle wraps driver errors). */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('FST_')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => errorCode(error) === '23505';

/**
 * Text PostgreSQL cannot store (a NUL character: 22021 in text, 22P05 in jsonb): the client's
 * input, a 400. plugins/input-guard.ts refuses it before; this is the net behind it.
 */
export const isUnstorableText = (error: unknown) => {
  const code = errorCode(error);
  return code === '22021' || code === '22P05';
};

/** Network failures and PostgreSQL "connection exception" / "operator intervention" classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: statement_timeout
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** True when the database cannot be reached right now: answer 503, the pool will recover. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = current.cause;
  }
  return false;
}
