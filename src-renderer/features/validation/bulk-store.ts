import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { Validation, ValidationWrite } from '../../../src-shared/schemas/validation.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { DEFAULT_CONCURRENCY, runBulk, type BulkFailure, type BulkProgress } from './bulk-runner.js';
import { restoreWrite, valuesOf, type ValidationValues } from './validation-state.js';

/** Where the dialog is: choosing, counting "all matching", confirming, running, done, undoing, undone. */
export type BulkPhase = 'setup' | 'counting' | 'confirm' | 'running' | 'finished' | 'undoing' | 'undone';

/** What one run (or undo) did; the dialog's `done` event carries it. */
export interface BulkReport {
  kind: 'validate' | 'undo';
  total: number;
  succeeded: number[];
  failures: BulkFailure[];
  notStarted: number[];
  /** Undo only: observations that had no status before (the service takes no empty status). */
  unrestorable: number[];
  cancelled: boolean;
  write: ValidationWrite;
  elapsedMs: number;
  perSecond: number;
}

/** A batch that can be taken back: the state of each changed observation before the batch. */
interface Batch {
  write: ValidationWrite;
  previous: Map<number, ValidationValues>;
  changed: Set<number>;
}

const EMPTY_PROGRESS: BulkProgress = { total: 0, done: 0, failed: 0 };

/** Progress reaches the screen at most this often (every answer would cost the run time on the main thread). */
const PROGRESS_EVERY_MS = 80;

/**
 * What to put back on undo: the state read before the change; but when the service's history
 * shows that someone else validated in between (the entry before ours is not the one read), that
 * entry is the previous state.
 */
export function previousOf(before: Validation, after: Validation): ValidationValues {
  const prior = after.history.at(-2);
  if (prior && before.validated_at && prior.validated_at !== before.validated_at && Date.parse(prior.validated_at) > Date.parse(before.validated_at)) {
    return { validation: prior.validation, v_presence_status: prior.v_presence_status, comment: prior.comment };
  }
  return valuesOf(before);
}

/**
 * Bulk validation: many PUTs from the client (docs/interface-notes.md) with bounded concurrency.
 * Each observation's previous validation is read just before it is changed, so the whole batch
 * can be undone; the last batch stays undoable after the dialog closes. A store, so that closing
 * the dialog loses nothing.
 */
export const useBulkValidationStore = defineStore('bulk-validation', () => {
  const phase = ref<BulkPhase>('setup');
  const ids = shallowRef<number[]>([]);
  const write = shallowRef<ValidationWrite | null>(null);
  const progress = ref<BulkProgress>({ ...EMPTY_PROGRESS });
  const report = shallowRef<BulkReport | null>(null);
  const lastBatch = shallowRef<Batch | null>(null);
  const error = shallowRef<unknown>(null);
  const concurrency = ref(DEFAULT_CONCURRENCY);
  /** Reading the current validations while the user looks at the confirmation. */
  const reading = ref<BulkProgress>({ ...EMPTY_PROGRESS });
  let controller: AbortController | null = null;
  let readController: AbortController | null = null;
  /** Each target's validation before the run: read, or the read under way (the run joins it rather than reading again). */
  let readBefore = new Map<number, Promise<Validation>>();

  /** Sets `target` to the latest progress at most every PROGRESS_EVERY_MS (and always the last one). */
  function throttled(target: typeof progress): (p: BulkProgress) => void {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let latest: BulkProgress | null = null;
    return (p) => {
      latest = p;
      if (p.done + p.failed >= p.total) {
        if (timer) clearTimeout(timer);
        timer = null;
        target.value = p;
        return;
      }
      timer ??= setTimeout(() => {
        timer = null;
        if (latest) target.value = latest;
      }, PROGRESS_EVERY_MS);
    };
  }

  function stopReading(): void {
    readController?.abort();
    readController = null;
  }

  /**
   * Reads the current validation of every target in the background (validations.get), so the
   * run itself only writes; whatever is not read yet when the run starts is read just before its
   * change, and a read still under way then is awaited, not made twice.
   */
  function startReading(targets: readonly number[]): void {
    stopReading();
    readBefore = new Map();
    const controller = new AbortController();
    readController = controller;
    const desk = getDesk();
    const into = readBefore;
    void runBulk(targets, async (id) => {
      const reading = desk.validations.get({ occurrence_id: id });
      into.set(id, reading);
      await reading;
    }, { concurrency: concurrency.value, signal: controller.signal, onProgress: throttled(reading) });
  }

  const busy = computed(() => phase.value === 'counting' || phase.value === 'running' || phase.value === 'undoing');
  const canUndo = computed(() => !busy.value && (lastBatch.value?.changed.size ?? 0) > 0);

  /** Back to the first step (keeps the last batch for undo). */
  function reset(): void {
    if (busy.value) return;
    stopReading();
    reading.value = { ...EMPTY_PROGRESS };
    phase.value = 'setup';
    ids.value = [];
    write.value = null;
    progress.value = { ...EMPTY_PROGRESS };
    report.value = null;
    error.value = null;
  }

  /**
   * Fixes the target and the values, then asks for confirmation. `filter` reads every matching
   * id the user may validate (observations.ids with `right=validate`), so the count is exact.
   */
  async function prepare(scope: { ids: readonly number[] } | { clauses: FilterClauseInput[] }, values: ValidationWrite): Promise<void> {
    write.value = values;
    error.value = null;
    if ('ids' in scope) {
      ids.value = [...new Set(scope.ids)];
      phase.value = 'confirm';
      startReading(ids.value);
      return;
    }
    phase.value = 'counting';
    try {
      ids.value = (await getDesk().observations.ids({ clauses: scope.clauses, right: 'validate' })).ids;
      phase.value = 'confirm';
      startReading(ids.value);
    } catch (cause) {
      error.value = toDeskError(cause);
      phase.value = 'setup';
    }
  }

  function finish(kind: BulkReport['kind'], outcome: Awaited<ReturnType<typeof runBulk>>, total: number, unrestorable: number[] = []): BulkReport {
    const succeeded = outcome.succeeded.map((entry) => entry.id);
    useObservationRecords().invalidate(succeeded);
    return {
      kind, total, succeeded, failures: outcome.failures, notStarted: outcome.notStarted, unrestorable,
      cancelled: outcome.cancelled, write: write.value!, elapsedMs: outcome.elapsedMs,
      perSecond: outcome.elapsedMs > 0 ? (succeeded.length * 1000) / outcome.elapsedMs : 0,
    };
  }

  /**
   * Validates `targets` (default: the confirmed ids): each one's validation as read before (read
   * now when the background reading has not reached it), then the new one set. A new batch
   * replaces the last one; a retry adds to the running batch.
   */
  async function run(targets: readonly number[] = ids.value, options: { retry?: boolean } = {}): Promise<BulkReport> {
    const values = write.value;
    if (!values) throw new Error('prepare() first');
    if (!options.retry || !lastBatch.value) lastBatch.value = { write: values, previous: new Map(), changed: new Set() };
    const batch = lastBatch.value;
    stopReading();
    const read = readBefore;
    controller = new AbortController();
    phase.value = 'running';
    const desk = getDesk();
    const outcome = await runBulk<Validation>(targets, async (id) => {
      const ref = { occurrence_id: id };
      // a background read that failed is tried once more here
      const before = await (read.get(id)?.catch(() => desk.validations.get(ref)) ?? desk.validations.get(ref));
      read.delete(id);
      const after = await desk.validations.set({ ...ref, validation: values });
      if (!batch.previous.has(id)) batch.previous.set(id, previousOf(before, after));
      batch.changed.add(id);
      return after;
    }, { concurrency: concurrency.value, signal: controller.signal, onProgress: throttled(progress), describe: (e) => toDeskError(e).message });
    controller = null;
    report.value = finish('validate', outcome, targets.length);
    phase.value = 'finished';
    return report.value;
  }

  /** Runs the failed (and, after a cancel, the not started) observations of the last report again. */
  function retry(): Promise<BulkReport> {
    const last = report.value;
    const again = last ? [...last.failures.map((f) => f.id), ...last.notStarted] : [];
    return last?.kind === 'undo' ? undoBatch(again) : run(again, { retry: true });
  }

  /** Stops launching new requests; those in flight finish. */
  function cancel(): void {
    controller?.abort();
  }

  /**
   * Puts every observation the last batch changed back to its validation before the batch
   * (validations.set with the previous values). Observations that had no status cannot be put
   * back and are listed as `unrestorable`.
   */
  async function undoBatch(only?: readonly number[]): Promise<BulkReport> {
    const batch = lastBatch.value;
    if (!batch) throw new Error('nothing to undo');
    const targets = (only ?? [...batch.changed]).filter((id) => batch.changed.has(id));
    const unrestorable = targets.filter((id) => !restoreWrite(batch.previous.get(id) ?? { validation: null, v_presence_status: null, comment: null }));
    const restorable = targets.filter((id) => !unrestorable.includes(id));
    for (const id of unrestorable) batch.changed.delete(id);
    write.value = batch.write;
    controller = new AbortController();
    phase.value = 'undoing';
    const desk = getDesk();
    const outcome = await runBulk<Validation>(restorable, async (id) => {
      const answer = await desk.validations.set({ occurrence_id: id, validation: restoreWrite(batch.previous.get(id)!)! });
      batch.changed.delete(id);
      return answer;
    }, { concurrency: concurrency.value, signal: controller.signal, onProgress: throttled(progress), describe: (e) => toDeskError(e).message });
    controller = null;
    report.value = finish('undo', outcome, restorable.length, unrestorable);
    phase.value = 'undone';
    return report.value;
  }

  return { phase, ids, write, progress, reading, report, lastBatch, error, concurrency, busy, canUndo, reset, prepare, run, retry, cancel, undoBatch };
});
