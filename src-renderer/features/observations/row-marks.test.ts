import { describe, expect, it } from 'vitest';
import { effect, nextTick, ref } from 'vue';
import { CURRENT, SELECTED, useRowMarks } from './row-marks.js';

/** One reader per row id, as each table row reads its own mark; counts how often each one re-runs. */
function readers(marks: ReturnType<typeof useRowMarks>, ids: number[]): Map<number, number> {
  const runs = new Map<number, number>();
  for (const id of ids) {
    effect(() => {
      marks.markOf(id);
      runs.set(id, (runs.get(id) ?? 0) + 1);
    });
  }
  return runs;
}

describe('useRowMarks', () => {
  it('marks the selected rows and the current one', async () => {
    const selected = ref<number[]>([3, 4]);
    const current = ref<number | null>(4);
    const marks = useRowMarks(selected, current);
    expect([marks.markOf(3), marks.markOf(4), marks.markOf(5)]).toEqual([SELECTED, SELECTED | CURRENT, 0]);
    current.value = 5;
    selected.value = [5];
    await nextTick();
    expect([marks.markOf(3), marks.markOf(4), marks.markOf(5)]).toEqual([0, 0, SELECTED | CURRENT]);
    current.value = null;
    selected.value = [];
    await nextTick();
    expect(marks.markOf(5)).toBe(0);
  });

  it('moving to the next row re-renders only the two rows whose marks changed', async () => {
    const selected = ref<number[]>([1]);
    const current = ref<number | null>(1);
    const marks = useRowMarks(selected, current);
    const runs = readers(marks, [1, 2, 3, 4, 5, 6]);
    // The next observation in triage: a new selection array and a new current id.
    selected.value = [2];
    current.value = 2;
    await nextTick();
    expect(Object.fromEntries(runs)).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1 });
  });

  it('applies changes after the first through `later` (the table: after the next paint)', async () => {
    const selected = ref<number[]>([1]);
    const current = ref<number | null>(1);
    const pending: Array<() => void> = [];
    const marks = useRowMarks(selected, current, { later: (apply) => pending.push(apply) });
    expect(marks.markOf(1)).toBe(SELECTED | CURRENT);
    selected.value = [2];
    current.value = 2;
    await nextTick();
    expect([marks.markOf(1), marks.markOf(2)]).toEqual([SELECTED | CURRENT, 0]);
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect([marks.markOf(1), marks.markOf(2)]).toEqual([0, SELECTED | CURRENT]);
  });
});
