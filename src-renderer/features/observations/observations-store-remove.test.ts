import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ObservationListInput } from '../../../src-shared/contract/observations.js';
import { setDesk } from '../../bridge/index.js';
import { emptyQuery } from './query-codec.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { installObservations } from '../../testing/fake-reference.js';
import { isPlaceholder, PAGE_SIZE, useObservationsStore } from './observations-store.js';

let desk: FakeDesk;

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('observations store: a deleted observation', () => {
  it('leaves the list, the totals and the selection; the rows after it move up', async () => {
    installObservations(desk, 250, 1000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    store.selectIds([5, 9]);
    store.setCurrent(5);

    store.removeRow(5);

    expect(store.rows).toHaveLength(249);
    expect(store.rows[4]!.occurrence_id).toBe(6);
    expect(store.indexOf(6)).toBe(4);
    expect(store.rowById(5)).toBeUndefined();
    expect(store.filteredTotal).toBe(249);
    expect(store.total).toBe(999);
    expect(store.selectedIds).toEqual([9]);
    expect(store.currentId).toBeNull();
    const ids = store.rows.map((row) => row.occurrence_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(store.rows[199]!.occurrence_id).toBe(-200);
  });

  it('reads a loaded page again when it now ends in a row not read yet', async () => {
    installObservations(desk, 250, 1000);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    store.removeRow(5);
    expect(isPlaceholder(store.rows[PAGE_SIZE * 2 - 1])).toBe(true);
    desk.fn('observations.list').mockClear();
    await store.ensureRange(150, 200);
    expect(desk.fn('observations.list').mock.calls.map(([input]) => (input as ObservationListInput).offset)).toContain(PAGE_SIZE);
  });

  it('counts only the totals when it was not in the loaded list', async () => {
    installObservations(desk, 50, 80);
    const store = useObservationsStore();
    await store.setQuery(emptyQuery());
    await settle();
    store.removeRow(4711);
    expect(store.rows).toHaveLength(50);
    expect(store.filteredTotal).toBe(50);
    expect(store.total).toBe(79);
  });
});
