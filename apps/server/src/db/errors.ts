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
 * The database refused a value the request carried, past the contract's checks: a data
 * exception (class 22: a NUL character, a number out of range, a malformed date…), a check
 * constraint (23514) or a reference to a row that does not exist (23503). The client's input:
 * a 400, not a 500. plugins/input-guard.ts refuses NUL before; this is the net behind it.
 */
export const isRefusedValue = (error: unknown) => {
  const code = errorCode(error);
  return !!code && (/^22[0-9A-Z]{3}$/.test(code) || code === '23514' || code === '23503');
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

/**
 * A statement stopped at the request bound (PostgreSQL's statement_timeout, or the PGlite worker
 * client's run bound): the database is fine, the query is too heavy. Not a reason to send the
 * same request again at once (docs/decisions/0062-query-bounds.md).
 */
export function isQueryTooHeavy(error: unknown): boolean {
  if (errorCode(error) !== '57014') return false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message.includes('statement timeout')) return true;
    current = current.cause;
  }
  return false;
}

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

/**
 * The disk is full or cannot be written (a staged upload, a converted file, the database's own
 * files: PostgreSQL's class 53 "insufficient resources", PGlite's 53100 "could not extend
 * file"): answer 503, as an upload does, and try again once room is made.
 */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', '53100', '53200']);

export function isStorageUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  return !!code && STORAGE_CODES.has(code);
}
