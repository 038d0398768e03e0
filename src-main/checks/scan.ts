/**
 * "Check all N matching" in the background (issue 13): the matching ids are read once
 * (GET /rest/v5/observations/ids with the workspace filter), then the records 200 at a time
 * (`occurrence_id[in]`), each batch checked by the engine in small slices and kept per record; once
 * {@link SCAN_YIELD_MS} of work has passed the event loop is given back (by time, not by count: a
 * slice of records with many facts costs more than one without), so main answers the renderer
 * meanwhile. Progress goes out as
 * `checks.scanProgress` at most every 250 ms and at once on state changes. Cancelling stops
 * after the batch in flight; what was checked stays kept.
 */
import type { CheckId, FilterClauseInput, ScanProgress } from '../../src-shared/contract/index.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { CheckResult } from '../../src-shared/contract/checks.js';

/** Records read and checked per batch. */
export const SCAN_BATCH_SIZE = 200;
/** Records checked per call of the engine (a fraction of a millisecond each once the facts are cached). */
export const SCAN_SLICE_SIZE = 10;
/**
 * Work between two returns to the event loop: a triage call reaching main during a scan waits at
 * most about this long (plus one slice).
 */
export const SCAN_YIELD_MS = 8;
/** Progress events at most this often while running. */
export const SCAN_PROGRESS_INTERVAL_MS = 250;

/** What a scan uses. */
export interface ScanDeps {
  ids: (clauses: readonly FilterClauseInput[], right?: ProjectRight) => Promise<number[]>;
  fetchRecords: (ids: readonly number[]) => Promise<Observation[]>;
  check: (records: readonly Observation[]) => Promise<CheckResult[]>;
  emit: (progress: ScanProgress) => void;
  now?: () => number;
  /** Monotonic milliseconds for the yield budget (default performance.now). */
  clock?: () => number;
}

/** One background scan; {@link start} runs it, {@link cancel} stops it. */
export class Scan {
  private cancelled = false;
  private lastEmit = 0;
  /** Returns to the event loop so far (tests, benchmark). */
  yields = 0;
  readonly progress: ScanProgress;

  constructor(private readonly deps: ScanDeps, scan_id: string) {
    this.progress = {
      scan_id, state: 'running', total: null, checked: 0, flagged_records: 0, not_run_records: 0, flag_counts: {},
      started_at: new Date(this.now()).toISOString(), finished_at: null, error: null,
    };
  }

  /** Runs the scan to its end; resolves with the final progress (never rejects: a failure is state `failed`). */
  async start(clauses: readonly FilterClauseInput[], right?: ProjectRight): Promise<ScanProgress> {
    try {
      const ids = await this.deps.ids(clauses, right);
      this.progress.total = ids.length;
      this.emit(true);
      let since = this.clock();
      for (let offset = 0; offset < ids.length && !this.cancelled; offset += SCAN_BATCH_SIZE) {
        const records = await this.deps.fetchRecords(ids.slice(offset, offset + SCAN_BATCH_SIZE));
        since = this.clock(); // awaiting the read gave the event loop back
        for (let slice = 0; slice < records.length && !this.cancelled; slice += SCAN_SLICE_SIZE) {
          const part = records.slice(slice, slice + SCAN_SLICE_SIZE);
          this.count(await this.deps.check(part));
          this.progress.checked += part.length;
          this.emit(false);
          if (this.clock() - since >= SCAN_YIELD_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            this.yields++;
            since = this.clock();
          }
        }
      }
      return this.finish(this.cancelled ? 'cancelled' : 'done', null);
    } catch (error) {
      return this.finish(this.cancelled ? 'cancelled' : 'failed', error instanceof Error ? error.message : String(error));
    }
  }

  /** Stops after the batch in flight; answers the progress (state `cancelled` once it stopped). */
  cancel(): ScanProgress {
    if (this.progress.state === 'running') this.cancelled = true;
    return this.progress;
  }

  private count(results: readonly CheckResult[]): void {
    const flagged = new Set<number>();
    const notRun = new Set<number>();
    for (const result of results) {
      if (result.outcome === 'flag') {
        flagged.add(result.occurrence_id);
        const counts = this.progress.flag_counts as Partial<Record<CheckId, number>>;
        counts[result.check_id] = (counts[result.check_id] ?? 0) + 1;
      } else if (result.outcome === 'not_run') {
        notRun.add(result.occurrence_id);
      }
    }
    this.progress.flagged_records += flagged.size;
    this.progress.not_run_records += notRun.size;
  }

  private finish(state: ScanProgress['state'], error: string | null): ScanProgress {
    this.progress.state = state;
    this.progress.error = error;
    this.progress.finished_at = new Date(this.now()).toISOString();
    this.emit(true);
    return this.progress;
  }

  private emit(force: boolean): void {
    const now = this.now();
    if (!force && now - this.lastEmit < SCAN_PROGRESS_INTERVAL_MS) return;
    this.lastEmit = now;
    this.deps.emit(structuredClone(this.progress));
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private clock(): number {
    return this.deps.clock ? this.deps.clock() : performance.now();
  }
}
