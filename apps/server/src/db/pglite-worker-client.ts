import { Worker } from 'node:worker_threads';
import { currentScope, QueryAbandonedError } from './request-scope';

/** Where build.js puts the worker: next to this module in src/db, next to main.js in dist. */
const WORKER_URL = new URL('./pglite-worker.js', import.meta.url);

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only the type ids are sent: the worker returns those types as raw text (drizzle's use). */
  parsers?: Record<number, unknown>;
  /** What `COPY … FROM '/dev/blob'` reads (PGlite's bulk load; data-set imports). */
  blob?: Blob;
}

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryRunner {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

/**
 * How long a request's query may wait for PGlite and run on it (docs/decisions/0062): the
 * PGlite side of PostgreSQL's connection and statement timeouts (db/client.ts PG_TIMEOUTS).
 */
export interface PgliteBounds {
  /** Waiting for its turn (PGlite runs one statement at a time): past it, 503 busy. */
  waitMs: number;
  /** Running: past it the worker is ended and PGlite reopened from its data directory. */
  runMs: number;
}

export const PGLITE_BOUNDS: PgliteBounds = { waitMs: 10_000, runMs: 10_000 };

export interface OpenPgliteWorkerOptions {
  /** A directory; memory when null (no restart then: see `#runaway`). */
  dataDir: string | null;
  /** A dump (`dumpDataDir`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob;
  bounds?: PgliteBounds;
  /** Told when a runaway query ended the worker and PGlite was reopened. */
  onRestart?: (info: { sql: string; ms: number }) => void;
}

/** What the worker sends back for a failure: a PostgreSQL error keeps its `code` (23505…). */
function toError(error: { message: string } & Record<string, unknown>): Error {
  const { message, ...fields } = error;
  return Object.assign(new Error(message), fields);
}

const withCode = (message: string, code: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...fields });

/** A request's query ran past the bound: PostgreSQL's own words and code for statement_timeout. */
const runawayError = () =>
  withCode('canceling statement due to statement timeout', '57014', { queryTooHeavy: true });
/** A request's query waited past the bound for its turn (→ 503, try again soon). */
const busyError = () => withCode('PGlite is busy: the query waited too long to start', '57P03');
/** A query in flight while the worker was ended for another's runaway (→ 503). */
const restartedError = () => withCode('PGlite restarted after a query ran past its bound', '57P01');

interface Job {
  op: string;
  fields: Record<string, unknown>;
  /** A request's query: bounded in time, dropped when its client goes away before it starts. */
  scope: { signal: AbortSignal } | null;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Set while queued: the wait bound and the abort listener, undone when it starts. */
  unqueue?: () => void;
}

interface Running {
  job: Job;
  epoch: number;
  timer?: NodeJS.Timeout;
  /** Memory mode: the runaway was answered already; its late result only frees PGlite. */
  answered?: boolean;
  /** A lane job (not a transaction's statement): PGlite is free again when it ends. */
  lane: boolean;
}

/** A transaction holding PGlite: valid only in the worker it began in. */
interface OpenTx {
  id: number;
  epoch: number;
}

/**
 * PGlite running in a worker thread, with the surface drizzle's pglite driver uses
 * (`query`, `exec`, `transaction`).
 *
 * PGlite runs one statement at a time, so the queue is kept here: a statement is sent to the
 * worker only when PGlite is free (a transaction holds it until it commits or rolls back; its own
 * statements go straight through). A request's statement (db/request-scope.ts) waits at most
 * `bounds.waitMs` (then 503), is dropped if its client leaves before it starts, and runs at most
 * `bounds.runMs`: PGlite ignores statement_timeout, so past it the worker is ended and PGlite
 * reopened from its data directory (recovery keeps what was committed). Statements in flight
 * then fail (503), an open transaction with them (it never commits); queued ones run on the new
 * worker.
 */
export class PgliteWorkerClient implements QueryRunner {
  readonly waitReady: Promise<void>;
  #closed = false;
  /** Set when the worker died or could not be reopened: every later query fails with it (→ 503). */
  #lost: Error | null = null;
  #nextId = 1;
  #nextTx = 1;
  /** Bumped at each restart: a transaction of an earlier worker is gone. */
  #epoch = 0;
  #restarting = false;
  /** The restart under way: close() waits for it (the old worker answers nothing). */
  #restart: Promise<void> | null = null;
  #worker: Worker;
  readonly #options: OpenPgliteWorkerOptions;
  readonly #bounds: PgliteBounds;
  readonly #running = new Map<number, Running>();
  readonly #queue: Job[] = [];
  /** What holds PGlite: a lane job in flight, an open transaction, or nothing. */
  #holder: Job | OpenTx | null = null;

  private constructor(worker: Worker, options: OpenPgliteWorkerOptions) {
    this.#options = options;
    this.#bounds = options.bounds ?? PGLITE_BOUNDS;
    this.#worker = worker;
    this.waitReady = this.#attach(worker);
  }

  static async open(options: OpenPgliteWorkerOptions): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(await startWorker(options), options);
    try {
      await client.waitReady;
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#enqueue('query', queryMessage(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#enqueue('exec', { sql });
  }

  /** Commits when `fn` resolves, rolls back when it throws (or when PGlite restarted meanwhile). */
  async transaction<T>(fn: (tx: QueryRunner) => Promise<T>): Promise<T> {
    const tx: OpenTx = { id: this.#nextTx++, epoch: -1 };
    await this.#enqueue('begin', { tx: tx.id }, tx);
    const scope = currentScope();
    const runner: QueryRunner = {
      query: (sql, params = [], options = {}) =>
        this.#inTx(tx, 'query', { ...queryMessage(sql, params, options), tx: tx.id }, scope),
      exec: (sql) => this.#inTx(tx, 'exec', { sql, tx: tx.id }, scope),
    };
    let result: T;
    try {
      result = await fn(runner);
    } catch (error) {
      await this.#finish(tx, 'rollback').catch(() => {});
      throw error;
    }
    await this.#finish(tx, 'commit');
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    const buffer = await this.#enqueue<ArrayBuffer>('dump', { compression });
    return new Blob([buffer]);
  }

  /** Closes PGlite (flushing it to disk) and ends the worker. */
  async close(): Promise<void> {
    await this.#restart;
    if (this.#closed) return;
    try {
      await this.#post('close', {}, { lane: false, scope: null });
    } finally {
      this.#closed = true;
      this.#failQueued(new Error('PGlite is closed'));
      await this.#worker.terminate();
    }
  }

  /** Listens to a (new) worker; resolves once PGlite in it is ready. */
  #attach(worker: Worker): Promise<void> {
    const ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: { ready?: boolean; error?: { message: string } }) => {
        if (message.ready === undefined) return;
        worker.off('message', onReady);
        if (message.ready) resolve();
        else reject(toError(message.error ?? { message: 'PGlite failed to start' }));
      };
      worker.on('message', onReady);
    });
    worker.on(
      'message',
      (message: { id?: number; ok?: boolean; result?: unknown; error?: never }) => {
        if (message.id !== undefined) this.#settle(message.id, message);
      },
    );
    const fail = (error: Error) => {
      if (worker !== this.#worker || this.#restarting) return;
      const wasOpen = !this.#closed;
      this.#closed = true;
      // crash_shutdown: the error handler answers 503, as for a lost PostgreSQL.
      const lost = withCode(`PGlite worker stopped: ${error.message}`, '57P02');
      if (wasOpen) this.#lost = lost;
      for (const running of this.#running.values()) running.job.reject(lost);
      this.#running.clear();
      this.#failQueued(lost);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    return ready;
  }

  #settle(id: number, message: { ok?: boolean; result?: unknown; error?: never }): void {
    const running = this.#running.get(id);
    if (!running) return;
    this.#running.delete(id);
    clearTimeout(running.timer);
    if (!running.answered) {
      if (message.ok) running.job.resolve(message.result);
      else running.job.reject(toError(message.error ?? { message: 'Query failed' }));
    }
    if (running.lane && this.#holder === running.job) {
      // a `begin` that succeeded hands PGlite to its transaction
      const tx = running.job.fields.openTx as OpenTx | undefined;
      this.#holder = tx && message.ok && !running.answered ? tx : null;
      this.#pump();
    }
  }

  /** A statement that takes its turn: queued here until PGlite is free. */
  #enqueue<T>(op: string, fields: Record<string, unknown>, openTx?: OpenTx): Promise<T> {
    if (this.#closed) return Promise.reject(this.#lost ?? new Error('PGlite is closed'));
    const scope = currentScope();
    if (scope?.signal.aborted) return Promise.reject(new QueryAbandonedError());
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        op,
        fields: openTx ? { ...fields, openTx } : fields,
        scope,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (scope) {
        const drop = (error: Error) => {
          const at = this.#queue.indexOf(job);
          if (at < 0) return;
          this.#queue.splice(at, 1);
          job.unqueue?.();
          reject(error);
        };
        const onAbort = () => drop(new QueryAbandonedError());
        const timer = setTimeout(() => drop(busyError()), this.#bounds.waitMs);
        scope.signal.addEventListener('abort', onAbort, { once: true });
        job.unqueue = () => {
          clearTimeout(timer);
          scope.signal.removeEventListener('abort', onAbort);
        };
      }
      this.#queue.push(job);
      this.#pump();
    });
  }

  /** Sends queued statements while PGlite is free. */
  #pump(): void {
    while (!this.#holder && !this.#restarting && !this.#closed && this.#queue.length) {
      const job = this.#queue.shift() as Job;
      job.unqueue?.();
      this.#holder = job;
      const openTx = job.fields.openTx as OpenTx | undefined;
      if (openTx) openTx.epoch = this.#epoch;
      const { openTx: _, ...fields } = job.fields;
      this.#dispatch(job, fields, true);
    }
  }

  /** A transaction's statement: PGlite is already its own; only the run bound applies. */
  #inTx<T>(
    tx: OpenTx,
    op: string,
    fields: Record<string, unknown>,
    scope: { signal: AbortSignal } | null,
  ): Promise<T> {
    if (tx.epoch !== this.#epoch || this.#holder !== tx)
      return Promise.reject(this.#lost ?? restartedError());
    return this.#post(op, fields, { lane: false, scope });
  }

  /** Commit or rollback: frees PGlite for the next in the queue. */
  async #finish(tx: OpenTx, op: 'commit' | 'rollback'): Promise<void> {
    // The worker it began in is gone: nothing was committed (recovery dropped it).
    if (tx.epoch !== this.#epoch || this.#holder !== tx) {
      if (op === 'commit') throw this.#lost ?? restartedError();
      return;
    }
    try {
      await this.#post(op, { tx: tx.id }, { lane: false, scope: null });
    } finally {
      if (this.#holder === tx) {
        this.#holder = null;
        this.#pump();
      }
    }
  }

  #post<T>(
    op: string,
    fields: Record<string, unknown>,
    { lane, scope }: { lane: boolean; scope: { signal: AbortSignal } | null },
  ): Promise<T> {
    if (this.#closed) return Promise.reject(this.#lost ?? new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { op, fields, scope, resolve: resolve as (v: unknown) => void, reject };
      this.#dispatch(job, fields, lane);
    });
  }

  #dispatch(job: Job, fields: Record<string, unknown>, lane: boolean): void {
    const id = this.#nextId++;
    const running: Running = { job, epoch: this.#epoch, lane };
    if (job.scope) {
      const started = performance.now();
      running.timer = setTimeout(
        () => void this.#runaway(id, String(fields.sql ?? job.op), started),
        this.#bounds.runMs,
      );
    }
    this.#running.set(id, running);
    this.#worker.postMessage({ id, op: job.op, ...fields });
  }

  /**
   * A request's statement ran past the bound: it answers 503 now. On disk the worker is ended
   * (a WebAssembly loop cannot be interrupted otherwise) and PGlite reopened; in memory there is
   * nothing to reopen from, so the statement runs on and PGlite stays busy until it ends.
   */
  async #runaway(id: number, sql: string, started: number): Promise<void> {
    const running = this.#running.get(id);
    if (!running || running.answered) return;
    running.answered = true;
    running.job.reject(runawayError());
    if (!this.#options.dataDir) return;

    this.#restarting = true;
    let restarted = () => {};
    this.#restart = new Promise<void>((resolve) => {
      restarted = resolve;
    });
    this.#epoch++;
    for (const [otherId, other] of this.#running) {
      clearTimeout(other.timer);
      if (!other.answered) other.job.reject(restartedError());
      this.#running.delete(otherId);
    }
    this.#holder = null;
    const old = this.#worker;
    try {
      await old.terminate();
      const worker = await startWorker({ dataDir: this.#options.dataDir });
      this.#worker = worker;
      await this.#attach(worker);
      this.#options.onRestart?.({ sql, ms: performance.now() - started });
    } catch (error) {
      this.#closed = true;
      this.#lost = withCode(`PGlite could not be reopened: ${(error as Error).message}`, '57P02');
      this.#failQueued(this.#lost);
    } finally {
      this.#restarting = false;
      this.#restart = null;
      restarted();
    }
    this.#pump();
  }

  #failQueued(error: Error): void {
    for (const job of this.#queue.splice(0)) {
      job.unqueue?.();
      job.reject(error);
    }
  }
}

async function startWorker(
  options: Pick<OpenPgliteWorkerOptions, 'dataDir' | 'loadDataDir'>,
): Promise<Worker> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  return new Worker(WORKER_URL, {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
}

function queryMessage(sql: string, params: unknown[], options: QueryOptions) {
  return {
    sql,
    params,
    rowMode: options.rowMode,
    rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    blob: options.blob,
  };
}
