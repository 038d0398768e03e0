/**
 * Bulk work (bulk validation and its undo) on the shared bounded pool: at most `concurrency`
 * tasks in flight, progress after each, a report of what failed. Cancelling stops launching new
 * tasks; the ones in flight finish and are counted.
 */
import { mapLimited } from '../../../src-shared/domain/pool.js';

/** Tasks in flight at once by default (browser mode and Electron both keep ~6 connections per host). */
export const DEFAULT_CONCURRENCY = 6;

/** One item that failed, with the message to show. */
export interface BulkFailure {
  id: number;
  message: string;
}

/** Counts while a run goes on, and at its end. */
export interface BulkProgress {
  total: number;
  done: number;
  failed: number;
}

/** What a run did: the ids that succeeded (in completion order), failures, ids never started (cancelled). */
export interface BulkOutcome<R> {
  succeeded: Array<{ id: number; result: R }>;
  failures: BulkFailure[];
  notStarted: number[];
  cancelled: boolean;
  /** Wall time of the run in milliseconds. */
  elapsedMs: number;
}

/** Options of {@link runBulk}. */
export interface BulkOptions {
  concurrency?: number;
  /** Aborting stops launching new tasks. */
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
  /** The message of a failed task (default: the error's message). */
  describe?: (error: unknown) => string;
}

const defaultDescribe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs `task` for every id with bounded concurrency; never rejects (failures are reported). */
export async function runBulk<R>(ids: readonly number[], task: (id: number) => Promise<R>, options: BulkOptions = {}): Promise<BulkOutcome<R>> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
  const describe = options.describe ?? defaultDescribe;
  const started = performance.now();
  const succeeded: BulkOutcome<R>['succeeded'] = [];
  const failures: BulkFailure[] = [];
  const notStarted: number[] = [];
  const report = (): void => options.onProgress?.({ total: ids.length, done: succeeded.length, failed: failures.length });

  report();
  await mapLimited(ids, concurrency, async (id) => {
    if (options.signal?.aborted) {
      notStarted.push(id);
      return;
    }
    try {
      succeeded.push({ id, result: await task(id) });
    } catch (error) {
      failures.push({ id, message: describe(error) });
    }
    report();
  });
  return {
    succeeded,
    failures,
    notStarted,
    cancelled: notStarted.length > 0,
    elapsedMs: performance.now() - started,
  };
}
