import type { DatasetImport } from '@keeling/contract';
import type { DatasetImportRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { placeOf } from './errors';
import type { DatasetsRepository } from './repository';

export interface ImportProgress {
  readonly id: string;
  total(rows: number): void;
  /** Rows done so far: kept here at once, written to the database now and then. */
  update(rowsDone: number): void;
  done(datasetId: string): Promise<void>;
  fail(error: unknown, datasetId?: string | null): Promise<void>;
}

export function toImport(row: DatasetImportRow): DatasetImport {
  return {
    id: row.id,
    datasetId: row.datasetId,
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    error: row.error ?? null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The details of an import's 400 an import record keeps (the renames form reads them). */
const DETAIL_KEYS = [
  'expected',
  'found',
  'expectedColumns',
  'foundColumns',
  'missing',
  'unexpected',
] as const;

function errorOf(error: unknown): NonNullable<DatasetImport['error']> {
  if (error instanceof AppError) {
    const details = Object.fromEntries(
      DETAIL_KEYS.filter((key) => key in error.details).map((key) => [key, error.details[key]]),
    );
    return { message: error.message, code: error.code, ...placeOf(error), ...details };
  }
  return { message: 'The import failed', code: 'common.internal', line: null, column: null };
}

/** PostgreSQL: a running import writes a sign of life this often (outside its transaction). */
export const IMPORT_HEARTBEAT_MS = 30_000;
/** A running import silent this long was cut by a crash (three heartbeats missed). */
export const IMPORT_STALE_MS = 3 * IMPORT_HEARTBEAT_MS;

/**
 * Running imports, polled for the progress bar. The running state lives in this process and,
 * on PostgreSQL, is written to `dataset_imports` outside the import's transaction (other
 * instances read it there). PGlite is one connection that the import's transaction holds, so
 * there the row is written only at the start and at the end.
 */
export function createImportTracker(repo: DatasetsRepository, writeWhileRunning: boolean) {
  const running = new Map<string, DatasetImport>();
  /** Who waits for an import to exist (an answer `202 Accepted`), by import id. */
  const waiting = new Map<string, () => void>();

  return {
    /** The import as it is now: this process's running one, else the stored row. */
    async get(id: string): Promise<DatasetImport | null> {
      const live = running.get(id);
      if (live) return { ...live };
      const row = await repo.findImport(id);
      return row ? toImport(row) : null;
    },

    /**
     * Resolves once the import `id` has its record (so it can be polled); `cancel` when the
     * caller no longer waits (the work ended first).
     */
    whenStarted(id: string): { started: Promise<void>; cancel(): void } {
      let cancel = () => {};
      const started = new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        cancel = () => waiting.delete(id);
      });
      return { started: started.finally(cancel), cancel };
    },

    async start(id: string, datasetId: string | null, rowsTotal: number): Promise<ImportProgress> {
      const row = await repo.startImport({ id, datasetId, rowsTotal });
      const state = toImport(row);
      running.set(id, state);
      waiting.get(id)?.();
      let writing: Promise<unknown> = Promise.resolve();
      let lastWritten = 0;
      const write = () => {
        if (!writeWhileRunning || state.rowsDone === lastWritten) return;
        lastWritten = state.rowsDone;
        const values = { rowsDone: state.rowsDone, rowsTotal: state.rowsTotal };
        writing = writing.then(() => repo.updateImport(id, values)).catch(() => {});
      };
      // a sign of life for the other instances' sweep (stale imports are marked failed)
      const heartbeat = writeWhileRunning
        ? setInterval(() => {
            writing = writing
              .then(() => repo.updateImport(id, { heartbeatAt: new Date() }))
              .catch(() => {});
          }, IMPORT_HEARTBEAT_MS).unref()
        : undefined;
      const finish = async (values: Partial<DatasetImport>) => {
        clearInterval(heartbeat);
        Object.assign(state, values, { finishedAt: new Date().toISOString() });
        await writing;
        running.delete(id);
        await repo.updateImport(id, {
          status: state.status,
          rowsDone: state.rowsDone,
          rowsTotal: state.rowsTotal,
          datasetId: state.datasetId,
          error: state.error,
          finishedAt: new Date(),
        });
      };
      return {
        id,
        total(rows) {
          state.rowsTotal = rows;
        },
        update(rowsDone) {
          state.rowsDone = Math.min(rowsDone, state.rowsTotal);
          write();
        },
        done: (doneId) =>
          finish({ status: 'done', datasetId: doneId, rowsDone: state.rowsTotal, error: null }),
        fail: (error, failedId) =>
          finish({
            status: 'failed',
            datasetId: failedId ?? state.datasetId,
            error: errorOf(error),
          }),
      };
    },
  };
}

export type ImportTracker = ReturnType<typeof createImportTracker>;
