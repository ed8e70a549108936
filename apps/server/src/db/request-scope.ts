import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a query runs for (docs/decisions/0062-query-bounds.md). Set by the app for every
 * HTTP request (plugins/query-scope.ts); the database clients read it when a query is sent:
 * - bounded: the query may wait and run only so long (PGlite: the worker client's bound;
 *   PostgreSQL: the request pool's statement_timeout, whatever the scope says);
 * - signal: aborted when the client went away; a query not yet started is dropped (PGlite) or a
 *   running statement cancelled (PostgreSQL).
 * Outside any scope (start, maintenance, the refresh scheduler) and inside `unbounded` (imports),
 * queries are neither bounded nor dropped.
 */
export interface RequestScope {
  signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestScope | null>();

/** Runs `fn` (and everything it starts) as work for the request `scope`. */
export const inRequestScope = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);

/** Runs `fn` as long work that no request bound applies to (imports, their transactions). */
export const unbounded = <T>(fn: () => T): T => storage.run(null, fn);

/** The request the current code runs for, or null. */
export const currentScope = (): RequestScope | null => storage.getStore() ?? null;

/** The error a query dropped because its client went away carries (not a database failure). */
export class QueryAbandonedError extends Error {
  readonly code = 'ABORT_ERR';
  override readonly name = 'AbortError';
  constructor() {
    super('The client went away before the query started');
  }
}
