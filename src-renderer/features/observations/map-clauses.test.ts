import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref, watch } from 'vue';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { ListStatus } from './observations-store.js';
import { useMapClauses } from './map-clauses.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** After the next paint (after-paint.ts: a frame, then a task), in fake time. */
const afterPaint = () => vi.advanceTimersByTimeAsync(16);
/** After the next paint and twice the settle time the tests use (20 ms). */
const settled = async () => {
  await afterPaint();
  await vi.advanceTimersByTimeAsync(40);
};
const byStatus = (code: number): FilterClauseInput[] => [{ field: 'validation', operation: 'in', value: [code] }];

describe('useMapClauses', () => {
  it('gives the map a new filter only once the table\'s first page is there, after its paint', async () => {
    const clauses = ref(byStatus(1));
    const status = ref<ListStatus>('ready');
    const shown = effectScope().run(() => useMapClauses(clauses, status, 20))!.shown;
    expect(shown.value).toEqual(byStatus(1));
    clauses.value = byStatus(2);
    status.value = 'loading';
    await nextTick();
    expect(shown.value).toEqual(byStatus(1));
    status.value = 'ready';
    await nextTick();
    expect(shown.value).toEqual(byStatus(1));
    await afterPaint();
    expect(shown.value).toEqual(byStatus(1));
    // Painted, but the filter has not stayed for its 20 ms yet.
    await vi.advanceTimersByTimeAsync(10);
    expect(shown.value).toEqual(byStatus(1));
    await settled();
    expect(shown.value).toEqual(byStatus(2));
  });

  it('follows a failed first page too (the map shows the filter the user asked for)', async () => {
    const clauses = ref(byStatus(1));
    const status = ref<ListStatus>('loading');
    const shown = effectScope().run(() => useMapClauses(clauses, status, 20))!.shown;
    clauses.value = byStatus(3);
    await nextTick();
    expect(shown.value).toEqual(byStatus(1));
    status.value = 'error';
    await nextTick();
    await settled();
    expect(shown.value).toEqual(byStatus(3));
  });

  it('drops a pending change when the scope ends (the workspace closed)', async () => {
    const clauses = ref(byStatus(1));
    const status = ref<ListStatus>('ready');
    const scope = effectScope();
    const shown = scope.run(() => useMapClauses(clauses, status, 20))!.shown;
    clauses.value = byStatus(2);
    await nextTick();
    scope.stop();
    await settled();
    expect(shown.value).toEqual(byStatus(1));
  });

  it('skips the filters the steward went through quickly: only the one that stayed reaches the map', async () => {
    const clauses = ref(byStatus(1));
    const status = ref<ListStatus>('ready');
    const shown = effectScope().run(() => useMapClauses(clauses, status, 20))!.shown;
    const seen: FilterClauseInput[][] = [];
    watch(shown, (value) => seen.push(value));
    for (const code of [2, 3, 4]) {
      clauses.value = byStatus(code);
      await nextTick();
      await afterPaint();
    }
    await settled();
    expect(seen).toEqual([byStatus(4)]);
  });

  it('holds the map\'s reads while the workspace\'s filter differs from the one shown, not for a new order of the same filter', async () => {
    const clauses = ref(byStatus(1));
    const status = ref<ListStatus>('ready');
    const { shown, held } = effectScope().run(() => useMapClauses(clauses, status, 20))!;
    expect(held.value).toBe(false);
    clauses.value = byStatus(1); // a new array of the same filter (another sort)
    await nextTick();
    expect(held.value).toBe(false);
    clauses.value = byStatus(2);
    status.value = 'loading';
    await nextTick();
    expect(held.value).toBe(true);
    status.value = 'ready';
    await nextTick();
    await settled();
    expect(shown.value).toEqual(byStatus(2));
    expect(held.value).toBe(false);
  });
});
