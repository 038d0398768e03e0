import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { usePagedList, type Page } from './paged-list.js';

/** A fetch whose answers the test releases one by one. */
function controlled() {
  const calls: Array<{ query: string; offset: number; resolve: (page: Page<string>) => void; reject: (error: unknown) => void }> = [];
  const fetch = (query: string, offset: number) => new Promise<Page<string>>((resolve, reject) => calls.push({ query, offset, resolve, reject }));
  return { calls, fetch };
}

describe('usePagedList', () => {
  it('shows the page asked last, with its totals, and drops a slower older answer', async () => {
    const { calls, fetch } = controlled();
    const list = usePagedList(fetch, 2);
    const first = list.load('a', 0);
    const second = list.load('ab', 0);
    expect(list.status.value).toBe('loading');
    calls[1]!.resolve({ rows: ['ab1'], total: 10, filtered_total: 1 });
    await second;
    calls[0]!.resolve({ rows: ['a1', 'a2'], total: 10, filtered_total: 5 });
    await first;
    expect(list.rows.value).toEqual(['ab1']);
    expect([list.total.value, list.filteredTotal.value, list.status.value]).toEqual([10, 1, 'ready']);
  });

  it('keeps the rows shown while the next page loads, and moves the offset once it arrived', async () => {
    const { calls, fetch } = controlled();
    const list = usePagedList(fetch, 2);
    const first = list.load('q', 0);
    calls[0]!.resolve({ rows: ['r1', 'r2'], total: null, filtered_total: null });
    await first;
    const next = list.load('q', 2);
    expect(list.rows.value).toEqual(['r1', 'r2']);
    expect(list.offset.value).toBe(0);
    calls[1]!.resolve({ rows: ['r3'], total: null, filtered_total: null });
    await next;
    expect([list.rows.value, list.offset.value]).toEqual([['r3'], 2]);
  });

  it('reports a failure and loads the same page again on retry', async () => {
    const { calls, fetch } = controlled();
    const list = usePagedList(fetch, 2);
    const failing = list.load('q', 4);
    const error = new DeskError({ status: 0, code: 'network', message: 'down', fields: [] });
    calls[0]!.reject(error);
    await failing;
    expect([list.status.value, list.error.value]).toEqual(['error', error]);
    const again = list.retry();
    expect(calls[1]).toMatchObject({ query: 'q', offset: 4 });
    calls[1]!.resolve({ rows: ['x'], total: 1, filtered_total: 1 });
    await again;
    expect([list.status.value, list.error.value]).toEqual(['ready', null]);
  });
});
