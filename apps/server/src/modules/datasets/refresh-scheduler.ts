import type { BackgroundLock } from '../../db/advisory-lock';
import { AppError } from '../../lib/app-error';
import type { DatasetsService } from './service';

/** Any fixed number (the migrations' lock is 7_461_223): one instance refreshes at a time. */
export const REFRESH_LOCK_KEY = 7_461_224;

interface SchedulerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RefreshSchedulerDeps {
  datasets: Pick<DatasetsService, 'dueForRefresh' | 'refresh'>;
  /** advisoryLock(database, REFRESH_LOCK_KEY): on PostgreSQL, one instance of N runs a check. */
  lock: BackgroundLock;
  log: SchedulerLog;
  /** How often to look for due data sets (ms); 0: never (tests call `check` themselves). */
  everyMs: number;
  /** PostgreSQL: before each check, mark failed the imports another instance's crash cut. */
  sweep?: () => Promise<unknown>;
}

/**
 * The automatic refresh of URL data sets: every `everyMs`, under the lock, each data set whose
 * interval has passed since its last refresh (tried) is refreshed through the service, the same
 * call as the Refresh button. A failure is logged (the data set and the error's code and words,
 * never the URL, which may carry a token) and recorded on the data set by the service, which
 * keeps the previous rows; its next try is an interval later.
 */
export function createRefreshScheduler({
  datasets,
  lock,
  log,
  everyMs,
  sweep,
}: RefreshSchedulerDeps) {
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function run(): Promise<number> {
    let refreshed = 0;
    await lock(async () => {
      await sweep?.();
      for (const id of await datasets.dueForRefresh()) {
        if (stopped) return;
        try {
          await datasets.refresh(id);
          refreshed++;
          log.info({ datasetId: id }, 'Scheduled data-set refresh done');
        } catch (error) {
          const failed =
            'Scheduled data-set refresh failed: the rows are kept, tried again after its interval';
          if (error instanceof AppError) {
            log.warn({ datasetId: id, code: error.code, reason: error.message }, failed);
          } else {
            // The logger's error serialiser keeps a query's values out (plugins/logger.ts).
            log.error({ datasetId: id, err: error }, failed);
          }
        }
      }
    });
    return refreshed;
  }

  /** One look for due data sets (the one running if one is): answers how many were refreshed. */
  function check(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    check,
    start() {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        check().catch((error: unknown) =>
          log.error({ err: error }, 'Data-set refresh check failed; tried again at the next one'),
        );
      }, everyMs).unref();
    },
    /** Stops the timer and waits for a refresh under way (the database closes after it). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

export type RefreshScheduler = ReturnType<typeof createRefreshScheduler>;
