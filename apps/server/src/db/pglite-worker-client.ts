import { Worker } from 'node:worker_threads';

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

export interface OpenPgliteWorkerOptions {
  /** A directory; memory when null. */
  dataDir: string | null;
  /** A dump (`dumpDataDir`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob;
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

/** What the worker sends back for a failure: a PostgreSQL error keeps its `code` (23505…). */
function toError(error: { message: string } & Record<string, unknown>): Error {
  const { message, ...fields } = error;
  return Object.assign(new Error(message), fields);
}

/**
 * PGlite running in a worker thread, with the surface drizzle's pglite driver uses
 * (`query`, `exec`, `transaction`). A transaction holds PGlite alone until it commits or rolls
 * back: other queries queue behind it in the worker, in the order they were sent.
 */
export class PgliteWorkerClient implements QueryRunner {
  readonly waitReady: Promise<void>;
  #closed = false;
  /** Set when the worker died: every later query fails with it (→ 503). */
  #lost: Error | null = null;
  #nextId = 1;
  #nextTx = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #worker: Worker;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.waitReady = new Promise((resolve, reject) => {
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
        if (message.id === undefined) return;
        const pending = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (message.ok) pending?.resolve(message.result);
        else pending?.reject(toError(message.error ?? { message: 'Query failed' }));
      },
    );
    const fail = (error: Error) => {
      const wasOpen = !this.#closed;
      this.#closed = true;
      // crash_shutdown: the error handler answers 503, as for a lost PostgreSQL.
      const lost = Object.assign(new Error(`PGlite worker stopped: ${error.message}`), {
        code: '57P02',
      });
      if (wasOpen) this.#lost = lost;
      for (const pending of this.#pending.values()) pending.reject(lost);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  static async open(options: OpenPgliteWorkerOptions): Promise<PgliteWorkerClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    const client = new PgliteWorkerClient(worker);
    try {
      await client.waitReady;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#send('query', queryMessage(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#send('exec', { sql });
  }

  /** Commits when `fn` resolves, rolls back when it throws. */
  async transaction<T>(fn: (tx: QueryRunner) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#send('begin', { tx });
    const runner: QueryRunner = {
      query: (sql, params = [], options = {}) =>
        this.#send('query', { ...queryMessage(sql, params, options), tx }),
      exec: (sql) => this.#send('exec', { sql, tx }),
    };
    let result: T;
    try {
      result = await fn(runner);
    } catch (error) {
      await this.#send('rollback', { tx }).catch(() => {});
      throw error;
    }
    await this.#send('commit', { tx });
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    const buffer = await this.#send<ArrayBuffer>('dump', { compression });
    return new Blob([buffer]);
  }

  /** Closes PGlite (flushing it to disk) and ends the worker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#send('close', {});
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #send<T>(op: string, fields: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(this.#lost ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, ...fields });
    });
  }
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
