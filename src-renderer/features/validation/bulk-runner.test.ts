import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runBulk, type BulkProgress } from './bulk-runner.js';

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
/** A task's work time (fake timers: {@link finished} lets it pass). */
const tick = (ms = 1) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs the fake clock until `run` has no timer left, then gives its outcome. */
async function finished<T>(run: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return run;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runBulk', () => {
  it('never has more than `concurrency` tasks in flight, and does every id once', async () => {
    let inFlight = 0;
    let max = 0;
    const seen: number[] = [];
    const outcome = await finished(runBulk(ids(40), async (id) => {
      inFlight += 1;
      max = Math.max(max, inFlight);
      seen.push(id);
      await tick(id % 3);
      inFlight -= 1;
      return id * 2;
    }, { concurrency: 6 }));
    expect(max).toBe(6);
    expect(seen.sort((a, b) => a - b)).toEqual(ids(40));
    expect(outcome.succeeded).toHaveLength(40);
    expect(outcome.succeeded.find((entry) => entry.id === 7)?.result).toBe(14);
    expect(outcome.cancelled).toBe(false);
  });

  it('reports each failure with its message and goes on with the rest', async () => {
    const progress: BulkProgress[] = [];
    const outcome = await runBulk(ids(10), async (id) => {
      if (id % 4 === 0) throw new Error(`Observation ${id} is locked.`);
      return id;
    }, { concurrency: 3, onProgress: (p) => progress.push(p) });
    expect(outcome.failures).toEqual([{ id: 4, message: 'Observation 4 is locked.' }, { id: 8, message: 'Observation 8 is locked.' }]);
    expect(outcome.succeeded).toHaveLength(8);
    expect(progress.at(0)).toEqual({ total: 10, done: 0, failed: 0 });
    expect(progress.at(-1)).toEqual({ total: 10, done: 8, failed: 2 });
  });

  it('cancel stops launching new tasks; those in flight finish and count', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const outcome = await finished(runBulk(ids(30), async (id) => {
      started.push(id);
      if (id === 5) controller.abort();
      await tick(2);
      return id;
    }, { concurrency: 4, signal: controller.signal }));
    expect(outcome.cancelled).toBe(true);
    expect(started.length).toBeLessThanOrEqual(8);
    expect(outcome.succeeded.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(started.sort((a, b) => a - b));
    expect(outcome.notStarted).toEqual(ids(30).slice(started.length));
  });

  it('handles an empty list', async () => {
    const outcome = await runBulk([], async () => 1);
    expect(outcome).toMatchObject({ succeeded: [], failures: [], notStarted: [], cancelled: false });
  });
});
