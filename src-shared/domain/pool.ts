/**
 * The one bounded pool of the project: runs async work over a list with at most `concurrency`
 * tasks in flight (main's per-project policy reads, the renderer's bulk validation and undo), or
 * tasks as they come through one gate (the map's cluster tile reads).
 * Built on p-limit, which starts tasks in the list's order. No Node, no DOM.
 */
import pLimit from 'p-limit';

/**
 * Runs `work` over `items`, at most `concurrency` (≥ 1, rounded down) at once, each started in
 * the items' order; resolves to the results in the items' order.
 * Rejects with the first rejection of `work` (tasks already started or queued still run; a
 * caller that must go on after a failure catches inside `work`).
 */
export function mapLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const limit = pLimit(Math.max(1, Math.floor(concurrency)));
  return Promise.all(items.map((item, index) => limit(() => work(item, index))));
}

/** A gate for tasks as they come: `gate(task)` runs `task` once fewer than `concurrency` gated tasks are in flight. */
export type Gate = <R>(task: () => Promise<R>) => Promise<R>;

/** A {@link Gate} of at most `concurrency` (≥ 1, rounded down) tasks in flight, started in the order they came. */
export function createGate(concurrency: number): Gate {
  const limit = pLimit(Math.max(1, Math.floor(concurrency)));
  return (task) => limit(task);
}
