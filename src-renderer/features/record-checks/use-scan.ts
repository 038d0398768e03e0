/**
 * One background scan of main's checks as a screen follows it ("Check all N matching", a queue's
 * "Check these records now"): starts `checks.scan`, follows its `checks.scanProgress` events
 * (only the scan it started), offers Stop (`checks.cancelScan`; what was checked is kept) and
 * calls `onEnd` once the scan is no longer running (done, cancelled or failed).
 */
import { computed, onScopeDispose, ref, type ComputedRef, type Ref } from 'vue';
import type { ScanProgress } from '../../../src-shared/contract/checks.js';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { ProjectRight } from '../../../src-shared/domain/project-rights.js';
import { getDesk } from '../../bridge/index.js';

/** What {@link useScan} gives a component. */
export interface ScanFollower {
  /** The followed scan's last progress; null before the first start. */
  progress: Ref<ScanProgress | null>;
  running: ComputedRef<boolean>;
  /** Checked of total in percent (0 while the total is unknown). */
  percent: ComputedRef<number>;
  /** Starts checking every record matching `clauses`; rejects with the desk's error. */
  start(clauses: readonly FilterClauseInput[], right?: ProjectRight): Promise<void>;
  /** Stops the followed scan; rejects with the desk's error. */
  stop(): Promise<void>;
}

/** See the file comment. */
export function useScan(onEnd: (progress: ScanProgress) => void = () => undefined): ScanFollower {
  const progress = ref<ScanProgress | null>(null);
  const running = computed(() => progress.value?.state === 'running');
  const percent = computed(() => (progress.value?.total ? Math.round((100 * progress.value.checked) / progress.value.total) : 0));
  let unsubscribe: (() => void) | null = null;

  function follow(next: ScanProgress): void {
    if (progress.value && next.scan_id !== progress.value.scan_id) return;
    progress.value = next;
    if (next.state !== 'running') {
      unsubscribe?.();
      unsubscribe = null;
      onEnd(next);
    }
  }

  async function start(clauses: readonly FilterClauseInput[], right?: ProjectRight): Promise<void> {
    const desk = getDesk();
    unsubscribe ??= desk.on('checks.scanProgress', follow);
    progress.value = null;
    follow(await desk.checks.scan({ clauses: [...clauses], ...(right ? { right } : {}) }));
  }

  async function stop(): Promise<void> {
    if (progress.value) await getDesk().checks.cancelScan({ scan_id: progress.value.scan_id });
  }

  onScopeDispose(() => unsubscribe?.());
  return { progress, running, percent, start, stop };
}
