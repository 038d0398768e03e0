import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../../src-shared/domain/pool.js';

/** A task per item that resolves when the test says so, recording how many run at once. */
function gatedWork() {
  const gates = new Map<number, () => void>();
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const work = (item: number): Promise<number> => {
    started.push(item);
    running += 1;
    most = Math.max(most, running);
    return new Promise((resolve) => gates.set(item, () => { running -= 1; resolve(item * 10); }));
  };
  return { work, gates, started, most: () => most };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('bounded pool', () => {
  it('runs at most `concurrency` at once, starting in order, results in order', async () => {
    const { work, gates, started, most } = gatedWork();
    const done = mapLimited([1, 2, 3, 4, 5], 2, work);
    await settle();
    expect(started).toEqual([1, 2]);
    gates.get(2)!();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    for (const item of [1, 3, 4, 5]) {
      await settle();
      gates.get(item)!();
    }
    expect(await done).toEqual([10, 20, 30, 40, 50]);
    expect(most()).toBe(2);
  });

  it('treats a concurrency below one as one', async () => {
    const { work, gates, started } = gatedWork();
    const done = mapLimited([1, 2], 0, work);
    await settle();
    expect(started).toEqual([1]);
    gates.get(1)!();
    await settle();
    gates.get(2)!();
    expect(await done).toEqual([10, 20]);
  });

  it('rejects with the failure of a task', async () => {
    await expect(mapLimited([1, 2], 2, async (item) => { if (item === 2) throw new Error('no right'); return item; })).rejects.toThrow('no right');
  });
});
